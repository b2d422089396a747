import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { toPhotoWebp } from '../../../platform/images/index.js';
import { ArtistProfilesRepository, artistSlugBase, slugCandidates } from '../../auth/index.js';
import { type ArtistFields, CatalogueService, CatalogueWriter } from '../../catalogue/index.js';
import { chosenGenres } from '../releases/chosen-genres.js';
import { definedOnly, orNull } from '../releases/defined-fields.js';
import type { StudioActor } from '../releases/studio-access.js';
import { StudioAudit } from '../releases/studio-audit.js';
import { StudioErrors } from '../releases/studio.errors.js';
import { ArtistPhotoStore } from './artist-photo-store.js';
import type { StudioProfileDto, UpdateStudioProfileDto } from './dto/profile.dto.js';
import { ProfileErrors } from './profile.errors.js';
import { repeatedLink, storedLinks } from './profile-links.js';
import { renamedSlug } from './profile-name.js';
import { type ProfileRecord, ProfileRepository } from './profile.repository.js';

/**
 * An artist's profile in the studio (issue 25): name (the page's address follows it), bio, photo,
 * links and genres, written through the catalogue in one transaction with the audit row when an
 * admin acts. The artist page and search read the catalogue's rows, so a change is public as it
 * commits: search documents follow the artists' triggers, and no cache holds the page's data
 * (only link previews' heads, kept a minute, ADR 0023).
 */
@Injectable()
export class StudioProfile {
  private readonly logger = new Logger(StudioProfile.name);

  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileRepository,
    private readonly slugs: ArtistProfilesRepository,
    private readonly catalogue: CatalogueWriter,
    private readonly catalogueReader: CatalogueService,
    private readonly photos: ArtistPhotoStore,
    private readonly audit: StudioAudit,
  ) {}

  /** The profile as listeners see it on the artist page, with what only the studio shows. */
  async view(actor: StudioActor): Promise<StudioProfileDto> {
    const [artist, country] = await Promise.all([
      this.catalogueReader.artistById(actor.artistId),
      this.profiles.country(this.em.fork(), actor.artistId),
    ]);
    return {
      artist_id: artist.id,
      name: artist.name,
      slug: artist.slug,
      bio: artist.bio,
      photo_url: artist.image_url,
      links: Object.values(artist.social_links),
      genres: artist.genres,
      country,
      banner_url: artist.banner_url,
      artist_logo: artist.artist_logo,
      moods: artist.mood,
    };
  }

  async update(actor: StudioActor, input: UpdateStudioProfileDto): Promise<StudioProfileDto> {
    const genres =
      input.genres === undefined
        ? undefined
        : chosenGenres(await this.catalogueReader.genres(), input.genres);
    const repeated = input.links === undefined ? null : repeatedLink(input.links);
    if (repeated !== null) {
      throw ProfileErrors.LINK_REPEATED(
        `${repeated} is listed twice: each link can be listed once.`,
      );
    }
    await this.em.transactional(async (tx) => {
      // Renames of one name take turns with each other and with registrations (the same lock).
      const base = input.name === undefined ? '' : artistSlugBase(input.name);
      if (base !== '') await this.slugs.lockName(tx, base);
      const current = await this.lock(tx, actor.artistId);
      const fields: ArtistFields = definedOnly({ bio: orNull(input.bio) });
      if (input.name !== undefined && input.name !== current.name) {
        const taken = await this.slugs.takenSlugs(tx, slugCandidates(base), actor.artistId);
        const renamed = renamedSlug(input.name, taken, actor.artistId);
        if ('takenBy' in renamed) {
          throw ProfileErrors.NAME_TAKEN(
            `Another artist on Encore is already at /artist/${renamed.takenBy}. Add something that sets you apart, such as your city.`,
          );
        }
        Object.assign(fields, { name: input.name, slug: renamed.slug });
      }
      await this.catalogue.updateArtist(tx, actor.artistId, fields);
      if (input.links !== undefined) {
        await this.catalogue.setArtistLinks(
          tx,
          actor.artistId,
          storedLinks(input.links, current.links),
        );
      }
      if (genres !== undefined) await this.catalogue.setArtistGenres(tx, actor.artistId, genres);
      await this.audit.record(tx, actor, {
        action: 'artist.update',
        targetType: 'artist',
        targetId: actor.artistId,
        before: before(current, input),
        after: definedOnly({ name: input.name, bio: input.bio, links: input.links, genres }),
      });
    });
    return this.view(actor);
  }

  /** Re-encodes and stores the photo, points the profile at it, then drops the one it replaced. */
  async setPhoto(actor: StudioActor, bytes: Buffer): Promise<StudioProfileDto> {
    const webp = await toPhotoWebp(bytes, {
      notAnImage: ProfileErrors.PHOTO_TYPE,
      unreadable: ProfileErrors.PHOTO_UNREADABLE,
    });
    const url = await this.photos.save(webp);
    let previous: string | null;
    try {
      previous = await this.replacePhoto(actor, url, 'artist.photo');
    } catch (error) {
      await this.removeFile(url);
      throw error;
    }
    await this.removeFile(previous);
    return this.view(actor);
  }

  /** The page shows the placeholder again; the file goes once the change commits. */
  async removePhoto(actor: StudioActor): Promise<StudioProfileDto> {
    await this.removeFile(await this.replacePhoto(actor, null, 'artist.photo_remove'));
    return this.view(actor);
  }

  /** Points the profile at `url` (null: none); the address it replaced. */
  private replacePhoto(
    actor: StudioActor,
    url: string | null,
    action: 'artist.photo' | 'artist.photo_remove',
  ): Promise<string | null> {
    return this.em.transactional(async (tx) => {
      const current = await this.lock(tx, actor.artistId);
      await this.catalogue.updateArtist(tx, actor.artistId, { imageUrl: url });
      await this.audit.record(tx, actor, {
        action,
        targetType: 'artist',
        targetId: actor.artistId,
        before: { photo_url: current.imageUrl },
        after: { photo_url: url },
      });
      return current.imageUrl;
    });
  }

  private async lock(tx: EntityManager, artistId: string): Promise<ProfileRecord> {
    const current = await this.profiles.lock(tx, artistId);
    if (current === null) throw StudioErrors.ARTIST_NOT_FOUND();
    return current;
  }

  /** Only our own files go (a seeded photo stays); a file left behind is logged, not an error. */
  private async removeFile(url: string | null): Promise<void> {
    await this.photos.remove(url).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not remove a replaced artist photo');
    });
  }
}

/** The audit row's "before": what the profile held in the fields the change gave. */
function before(current: ProfileRecord, input: UpdateStudioProfileDto): Record<string, unknown> {
  return definedOnly({
    name: input.name === undefined ? undefined : current.name,
    bio: input.bio === undefined ? undefined : current.bio,
    links: input.links === undefined ? undefined : Object.values(current.links),
    genres: input.genres === undefined ? undefined : current.genres,
  });
}
