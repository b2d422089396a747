import type { Collection } from '@mikro-orm/core';

import type { Album } from './album.js';
import type { Genre } from './genre.js';
import type { Mood } from './mood.js';

/** Site name → profile URL, e.g. `{ instagram: 'https://instagram.com/…' }`. */
export type SocialLinks = Record<string, string>;

export class Artist {
  id!: string;
  /** Nullable: the spec derives a slug from the name when an artist has none. */
  slug!: string | null;
  name!: string;
  bio!: string | null;
  imageUrl!: string | null;
  bannerUrl!: string | null;
  artistLogo!: string | null;
  socialLinks!: SocialLinks;
  genres!: Collection<Genre>;
  moods!: Collection<Mood>;
  albums!: Collection<Album>;
  createdAt!: Date;
  updatedAt!: Date;
}
