import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import {
  type AlbumFields,
  CatalogueService,
  CatalogueWriter,
  DEFAULT_ACCESS_TYPE,
} from '../../catalogue/index.js';
import { isCalendarDay } from '../domain/publish-time.js';
import { deletable } from '../domain/release-state.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { toArtworkJpeg } from './artwork-image.js';
import { ArtworkStore } from './artwork-store.js';
import { chosenGenres } from './chosen-genres.js';
import type {
  CreateReleaseDto,
  ReleaseFieldsDto,
  UpdateReleaseDto,
} from './dto/release-requests.dto.js';
import {
  type StudioReleaseDto,
  type StudioReleaseListDto,
  toStudioReleaseSummaryDto,
} from './dto/studio-release.dto.js';
import { definedOnly, orNull } from './defined-fields.js';
import { missingDetails } from './missing-details.js';
import { ReleaseViews } from './release-views.js';
import { ReleaseListsRepository } from './release-lists.repository.js';
import type { ReleaseRecord } from './release-record.js';
import { ReleasesRepository } from './releases.repository.js';
import { filesOfTrack, StoredFiles } from './stored-files.js';
import type { ReleaseActor, StudioActor } from './studio-access.js';
import { StudioAudit } from './studio-audit.js';
import { StudioErrors } from './studio.errors.js';

/** The most releases a studio list shows (an artist has tens). */
const LISTED_RELEASES = 500;

/** The audit snapshot of the fields a change gave (what it set them to). */
const given = (input: ReleaseFieldsDto & { title?: string }): Record<string, unknown> =>
  definedOnly(input);

/**
 * An artist's releases in the studio (docs/adr/0041): made, listed, edited and deleted. A release
 * is a catalogue album written through CatalogueWriter (unlisted until published) with its own
 * row in `releases`; both change in one transaction, with the audit row when an admin acts.
 */
@Injectable()
export class StudioReleases {
  private readonly logger = new Logger(StudioReleases.name);

  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly lists: ReleaseListsRepository,
    private readonly masters: TrackMastersRepository,
    private readonly views: ReleaseViews,
    private readonly catalogue: CatalogueWriter,
    private readonly catalogueReader: CatalogueService,
    private readonly artwork: ArtworkStore,
    private readonly files: StoredFiles,
    private readonly audit: StudioAudit,
  ) {}

  async list(actor: StudioActor): Promise<StudioReleaseListDto> {
    const releases = await this.lists.ofArtist(this.em.fork(), actor.artistId, LISTED_RELEASES);
    return { artist_id: actor.artistId, releases: releases.map(toStudioReleaseSummaryDto) };
  }

  view(actor: ReleaseActor): Promise<StudioReleaseDto> {
    return this.views.dto(actor.release.albumId, actor);
  }

  async create(actor: StudioActor, input: CreateReleaseDto): Promise<StudioReleaseDto> {
    const { artist_id: _artistId, ...fields } = input;
    const genres = await this.knownGenres(fields.genres);
    const album = this.albumFields(fields);
    const albumId = await this.em.transactional(async (tx) => {
      const id = await this.catalogue.createAlbum(tx, {
        artistId: actor.artistId,
        title: fields.title,
        accessType: fields.access_type ?? DEFAULT_ACCESS_TYPE,
      });
      await this.catalogue.updateAlbum(tx, id, album);
      if (genres !== undefined) await this.catalogue.setAlbumGenres(tx, id, genres);
      await this.releases.insert(tx, {
        albumId: id,
        artistId: actor.artistId,
        releaseType: fields.release_type ?? 'album',
        downloadsEnabled: fields.downloads_enabled ?? false,
        accessChosen: fields.access_type !== undefined,
        createdBy: actor.userId,
      });
      await this.audit.record(tx, actor, {
        action: 'release.create',
        targetType: 'release',
        targetId: id,
        before: null,
        after: { artist_id: actor.artistId, ...given(fields) },
      });
      return id;
    });
    return this.views.dto(albumId, actor);
  }

  /**
   * Edits the release's fields in any state. A public or scheduled release must stay complete:
   * an edit that would leave it lacking something (its genres emptied) is refused with the list.
   */
  async update(actor: ReleaseActor, input: UpdateReleaseDto): Promise<StudioReleaseDto> {
    const genres = await this.knownGenres(input.genres);
    const album = this.albumFields(input);
    const albumId = actor.release.albumId;
    await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      await this.catalogue.updateAlbum(tx, albumId, album);
      if (genres !== undefined) await this.catalogue.setAlbumGenres(tx, albumId, genres);
      await this.releases.setDetails(
        tx,
        albumId,
        definedOnly({
          releaseType: input.release_type,
          downloadsEnabled: input.downloads_enabled,
          accessChosen: input.access_type === undefined ? undefined : true,
          // An empty note is no note.
          buyersNote: input.buyers_note === '' ? null : input.buyers_note,
        }),
      );
      await this.releases.touch(tx, albumId);
      if (release.state === 'published' || release.state === 'scheduled') {
        const { missing } = await this.views.read(albumId, tx);
        if (missing.length > 0) {
          throw StudioErrors.RELEASE_INCOMPLETE(
            'A published or scheduled release must stay complete: this change would leave it lacking something.',
            missingDetails(missing),
          );
        }
      }
      await this.audit.record(tx, actor, {
        action: 'release.update',
        targetType: 'release',
        targetId: albumId,
        before: { state: release.state },
        after: given(input),
      });
    });
    return this.views.dto(albumId, actor);
  }

  /** Only a draft never published: its tracks, masters and renditions go with it. */
  async remove(actor: ReleaseActor): Promise<void> {
    const albumId = actor.release.albumId;
    const leftover = await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      if (!deletable(release.state, release.firstPublishedAt !== null)) {
        throw StudioErrors.RELEASE_NOT_DELETABLE();
      }
      const [view, masters] = await Promise.all([
        this.releases.view(tx, albumId),
        this.masters.ofRelease(tx, albumId),
      ]);
      // The album's delete cascades: its release row, tracks and their masters' rows.
      await this.catalogue.deleteAlbum(tx, albumId);
      await this.audit.record(tx, actor, {
        action: 'release.delete',
        targetType: 'release',
        targetId: albumId,
        before: { artist_id: release.artistId, title: view?.title ?? null, state: release.state },
        after: null,
      });
      return { artworkUrl: view?.artworkUrl ?? null, files: masters.flatMap(filesOfTrack) };
    });
    await this.files.remove(leftover.files);
    await this.removeArtwork(leftover.artworkUrl);
  }

  /** Re-encodes and stores the cover, points the album at it, then drops the one it replaced. */
  async setArtwork(actor: ReleaseActor, bytes: Buffer): Promise<string> {
    const jpeg = await toArtworkJpeg(bytes);
    const url = await this.artwork.save(jpeg);
    const albumId = actor.release.albumId;
    let previous: string | null;
    try {
      previous = await this.em.transactional(async (tx) => {
        await this.lock(tx, albumId);
        const view = await this.releases.view(tx, albumId);
        await this.catalogue.updateAlbum(tx, albumId, { artworkUrl: url });
        await this.releases.touch(tx, albumId);
        await this.audit.record(tx, actor, {
          action: 'release.artwork',
          targetType: 'release',
          targetId: albumId,
          before: { artwork_url: view?.artworkUrl ?? null },
          after: { artwork_url: url },
        });
        return view?.artworkUrl ?? null;
      });
    } catch (error) {
      await this.removeArtwork(url);
      throw error;
    }
    await this.removeArtwork(previous);
    return url;
  }

  private albumFields(input: ReleaseFieldsDto & { title?: string }): AlbumFields {
    if (
      input.release_date !== undefined &&
      input.release_date !== null &&
      !isCalendarDay(input.release_date)
    ) {
      throw StudioErrors.RELEASE_DATE_INVALID();
    }
    return definedOnly({
      title: input.title,
      description: orNull(input.description),
      releaseDate: input.release_date,
      accessType: input.access_type,
    });
  }

  /** The catalogue's spelling of each chosen genre, each once; unknown names are refused. */
  private async knownGenres(names: readonly string[] | undefined): Promise<string[] | undefined> {
    if (names === undefined) return undefined;
    return chosenGenres(await this.catalogueReader.genres(), names);
  }

  private async removeArtwork(url: string | null): Promise<void> {
    await this.artwork.remove(url).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not remove replaced artwork');
    });
  }

  private async lock(tx: EntityManager, albumId: string): Promise<ReleaseRecord> {
    const release = await this.releases.lock(tx, albumId);
    if (release === null) throw StudioErrors.RELEASE_NOT_FOUND();
    return release;
  }
}
