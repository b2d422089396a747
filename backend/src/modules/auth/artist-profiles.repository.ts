import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { ArtistProfileDraft, ProfileCandidate, ProfileFill } from './domain/invite-grant.js';

/**
 * The catalogue's artist profiles as an artist's registration makes or claims one (issue 25),
 * always in the registration's transaction. How a slug reaches a profile is the catalogue's rule
 * (catalogue.repository: the stored slug, else the name's; the stored one first).
 */
@Injectable()
export class ArtistProfilesRepository {
  /**
   * Registrations of the same name take turns until they commit, so two of them never claim the
   * same profile or store the same slug.
   */
  async lockName(tx: EntityManager, slugBase: string): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`artists:slug:${slugBase}`]);
  }

  /**
   * The profile `/artist/{slugBase}` opens, locked (an admin linking an account to it waits),
   * and whether an account manages it already; null when no profile is reached by it.
   */
  async candidate(tx: EntityManager, slugBase: string): Promise<ProfileCandidate | null> {
    if (slugBase === '') return null;
    const [locked] = await tx.execute<{ id: string }[]>(
      `select ar.id from artists ar
        where lower(ar.slug) = ? or encore_name_slug(ar.name) = ?
        order by (lower(ar.slug) = ?) is true desc, ar.created_at, ar.id
        limit 1 for update`,
      [slugBase, slugBase, slugBase],
    );
    if (!locked) return null;
    // A statement of its own, after the lock: it sees an account linked by whoever held it.
    const [row] = await tx.execute<ProfileCandidate[]>(
      `select ar.id, ar.country, ar.bio, ar.social_links as links,
              exists (select 1 from users u where u.artist_id = ar.id) as claimed
         from artists ar where ar.id = ?`,
      [locked.id],
    );
    return row ?? null;
  }

  /**
   * Which of these slugs (lower case) reach a profile now, stored or derived from its name; with
   * `exceptArtistId`, a profile other than that one (a profile renamed in the studio).
   */
  async takenSlugs(
    tx: EntityManager,
    slugs: readonly string[],
    exceptArtistId: string | null = null,
  ): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await tx.execute<{ slug: string }[]>(
      `select lower(slug) as slug from artists
        where lower(slug) = any(array[?]::text[]) and id is distinct from ?::uuid
       union
       select encore_name_slug(name) from artists
        where encore_name_slug(name) = any(array[?]::text[]) and id is distinct from ?::uuid`,
      [slugs, exceptArtistId, slugs, exceptArtistId],
    );
    return new Set(rows.map((row) => row.slug));
  }

  async create(
    tx: EntityManager,
    profile: { id: string; slug: string | null; draft: ArtistProfileDraft },
  ): Promise<void> {
    const { draft } = profile;
    await tx.execute(
      `insert into artists (id, slug, name, bio, country, social_links, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, now(), now())`,
      [profile.id, profile.slug, draft.name, draft.bio, draft.country, JSON.stringify(draft.links)],
    );
    await this.addGenres(tx, profile.id, draft.genres);
  }

  /** Fills the profile's gaps; what it has (country, bio, a link under a key) stays. */
  async fill(tx: EntityManager, artistId: string, fill: ProfileFill): Promise<void> {
    await tx.execute(
      `update artists set country = coalesce(country, ?), bio = coalesce(?, bio),
              social_links = ?::jsonb || social_links, updated_at = now()
        where id = ?`,
      [fill.country, fill.bio, JSON.stringify(fill.links), artistId],
    );
    await this.addGenres(tx, artistId, fill.genres);
  }

  /** Links the catalogue's genres of these names (the waitlist form picks from that list). */
  private async addGenres(tx: EntityManager, artistId: string, names: readonly string[]) {
    if (names.length === 0) return;
    // An array parameter is written out as a list ('a', 'b'): `array[?]` makes it an SQL array.
    await tx.execute(
      `insert into artist_genres (artist_id, genre_id)
       select ?, id from genres where name = any(array[?]::text[])
       on conflict do nothing`,
      [artistId, names],
    );
  }
}
