import { basename } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { type AccessType, CatalogueWriter } from '../../catalogue/index.js';
import { AlbumBuyers } from '../../payments/index.js';
import { nameSlug } from '@encore/shared-rules';
import { tracksEditable } from '../domain/release-state.js';
import { MAX_TRACKS } from '../releases/dto/track-requests.dto.js';
import { ReleasesRepository } from '../releases/releases.repository.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { UploadSlots } from '../uploads/upload-slots.js';
import type { PlannedRelease, PlannedTrack } from './import-plan.js';
import { artistSlugFor, trackTargetFor } from './import-targets.js';
import { ImportErrors } from './import.errors.js';
import { ImportRepository } from './import.repository.js';

/** What the import writes a new release with. */
export interface ReleaseChoices {
  accessType: AccessType;
  /** The catalogue's spelling of a genre it lists, or none. */
  genre: string | undefined;
}

/**
 * The import's writes (docs/adr/0042, "Operator import"), each one transaction, through the
 * same steps the studio takes — CatalogueWriter for the profile, album and tracks, `releases`
 * and `track_masters` rows through their repositories — without an account: nothing is audited
 * (an operator's command, like the other CLIs) and `releases.created_by` stays empty.
 */
@Injectable()
export class ImportWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ImportRepository,
    private readonly catalogue: CatalogueWriter,
    private readonly releases: ReleasesRepository,
    private readonly masters: TrackMastersRepository,
    private readonly slots: UploadSlots,
    private readonly buyers: AlbumBuyers,
  ) {}

  /** The profile of this name, made when there is none (its slug by the artists' rule). */
  async artist(name: string): Promise<{ id: string; created: boolean }> {
    const found = await this.reads.artistNamed(this.em.fork(), name);
    if (found !== null) return { id: found.id, created: false };
    return this.em.fork().transactional(async (tx) => {
      // The lock on the slug's base serialises imports of one name; look again under it.
      const taken = await this.reads.artistSlugsLike(tx, nameSlug(name) || 'artist');
      const again = await this.reads.artistNamed(tx, name);
      if (again !== null) return { id: again.id, created: false };
      const id = await this.catalogue.createArtist(tx, { name, slug: artistSlugFor(name, taken) });
      return { id, created: true };
    });
  }

  /**
   * The artist's studio release of this title, made as a draft when there is none (only when
   * it has files to import: a re-run that finds everything there creates nothing).
   */
  async release(
    artistId: string,
    planned: PlannedRelease,
    choices: ReleaseChoices,
  ): Promise<{ albumId: string; created: boolean } | null> {
    return this.em.fork().transactional(async (tx) => {
      await this.reads.lockReleaseTitle(tx, artistId, planned.title);
      const found = await this.reads.releaseNamed(tx, artistId, planned.title);
      if (found !== null) return { albumId: found.albumId, created: false };
      if (planned.tracks.length === 0) return null;
      const albumId = await this.catalogue.createAlbum(tx, {
        artistId,
        title: planned.title,
        accessType: choices.accessType,
      });
      // Tags rarely hold the day: the year's first day dates a back catalogue better than today.
      if (planned.year !== undefined) {
        await this.catalogue.updateAlbum(tx, albumId, { releaseDate: `${planned.year}-01-01` });
      }
      if (choices.genre !== undefined) {
        await this.catalogue.setAlbumGenres(tx, albumId, [choices.genre]);
      }
      await this.releases.insert(tx, {
        albumId,
        artistId,
        releaseType: planned.releaseType,
        downloadsEnabled: false,
        accessChosen: true,
        createdBy: null,
      });
      return { albumId, created: true };
    });
  }

  /**
   * A slot for the file, `uploading` with `uploadId` — as a tus upload leaves its slot when its
   * last byte arrives — so MasterArrival takes it like any finished upload. `contents`: the
   * SHA-256 of every audio file in the folder (a failed slot whose file is still there keeps it).
   */
  async slot(
    albumId: string,
    track: PlannedTrack,
    uploadId: string,
    contents: ReadonlySet<string>,
  ): Promise<string> {
    return this.em.fork().transactional(async (tx) => {
      const release = await this.releases.lock(tx, albumId);
      if (release === null) throw ImportErrors.RELEASE_GONE();
      if (!tracksEditable(release.state)) {
        throw ImportErrors.RELEASE_NOT_EDITABLE(
          `Its release is ${release.state.replace('_', ' ')}: tracks are only added to a draft (unpublish it first).`,
        );
      }
      const existing = await this.reads.tracksOf(tx, albumId);
      const buyers = await this.buyers.count(tx, albumId);
      const target = trackTargetFor(existing, track.position, contents, buyers);
      const file = { size: track.bytes, name: basename(track.path) };
      let trackId: string;
      if (target.kind === 'refill') {
        trackId = target.trackId;
        await this.catalogue.updateTrack(tx, trackId, { title: track.title });
        await this.slots.announce(tx, trackId, file);
      } else {
        if (existing.length >= MAX_TRACKS) {
          throw ImportErrors.RELEASE_FULL(`Its release holds ${MAX_TRACKS} tracks already.`);
        }
        trackId = await this.catalogue.createTrack(tx, {
          albumId,
          artistId: release.artistId,
          title: track.title,
          trackNumber: target.trackNumber,
        });
        await this.masters.createSlot(tx, {
          trackId,
          expectedSize: file.size,
          originalName: file.name,
        });
      }
      await this.masters.uploadStarted(tx, trackId, uploadId);
      if (track.isrc !== undefined)
        await this.masters.updateDetails(tx, trackId, { isrc: track.isrc });
      await this.releases.touch(tx, albumId);
      return trackId;
    });
  }

  /** Points the album at stored artwork, unless it has some already (the artist's choice stays). */
  async artworkIfNone(albumId: string, artworkUrl: string): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await this.releases.lock(tx, albumId);
      const view = await this.releases.view(tx, albumId);
      if (view === null || view.artworkUrl !== null) return false;
      await this.catalogue.updateAlbum(tx, albumId, { artworkUrl });
      await this.releases.touch(tx, albumId);
      return true;
    });
  }

  /** Whether the release already has artwork. */
  async hasArtwork(albumId: string): Promise<boolean> {
    const view = await this.releases.view(this.em.fork(), albumId);
    return view?.artworkUrl !== null;
  }
}
