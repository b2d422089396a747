import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An artist profile as an edit finds it (the catalogue's `artists` row and its genres). */
export interface ProfileRecord {
  name: string;
  bio: string | null;
  imageUrl: string | null;
  /** Name → address, in the artist's order (encore_artist_links). */
  links: Record<string, string>;
  genres: string[];
}

/**
 * Reads of the profile the studio edits; its writes go through the catalogue's CatalogueWriter,
 * like a release's album (docs/adr/0041), and the artist page reads it back as listeners see it.
 */
@Injectable()
export class ProfileRepository {
  /** The profile, locked until `tx` ends (two edits of one profile take turns); null when gone. */
  async lock(tx: EntityManager, artistId: string): Promise<ProfileRecord | null> {
    const [row] = await tx.execute<ProfileRecord[]>(
      `select ar.name, ar.bio, ar.image_url as "imageUrl",
              encore_artist_links(ar.social_links, ar.link_order) as links,
              array(select g.name from artist_genres ag join genres g on g.id = ag.genre_id
                     where ag.artist_id = ar.id order by g.name) as genres
         from artists ar where ar.id = ? for update`,
      [artistId],
    );
    return row ?? null;
  }

  /** Where the artist is based (their waitlist entry's country), which the artist page omits. */
  async country(em: EntityManager, artistId: string): Promise<string | null> {
    const [row] = await em.execute<{ country: string | null }[]>(
      'select country from artists where id = ?',
      [artistId],
    );
    return row?.country ?? null;
  }
}
