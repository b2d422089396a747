import type { Collection } from '@mikro-orm/core';

import type { AccessType } from './access-type.js';
import type { Artist } from './artist.js';
import type { Genre } from './genre.js';
import type { Track } from './track.js';

export class Album {
  id!: string;
  slug!: string | null;
  title!: string;
  description!: string | null;
  artworkUrl!: string | null;
  /** Calendar date, `YYYY-MM-DD`. */
  releaseDate!: string | null;
  accessType!: AccessType;
  /** Visible to the public (false: a release not published, unpublished or taken down). */
  listed!: boolean;
  /** One gain for the whole album (docs/adr/0048); null when none was measured. */
  albumGainDb!: number | null;
  artist!: Artist;
  genres!: Collection<Genre>;
  tracks!: Collection<Track>;
  createdAt!: Date;
  updatedAt!: Date;
}
