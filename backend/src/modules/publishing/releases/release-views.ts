import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AlbumBuyers } from '../../payments/index.js';
import { type MissingItem, missingForPublish } from '../domain/publish-checklist.js';
import type { TrackMaster } from '../domain/track-master.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import {
  type StudioReleaseDto,
  type StudioTrackDto,
  toStudioReleaseDto,
  toStudioTrackDto,
} from './dto/studio-release.dto.js';
import {
  type ReleaseTrackRow,
  type ReleaseView,
  ReleasesRepository,
} from './releases.repository.js';
import { StudioErrors } from './studio.errors.js';

/** A release as it stands: its album, its tracks with their masters, and what it lacks. */
export interface ReleaseSnapshot {
  release: ReleaseView;
  tracks: ReleaseTrackRow[];
  masters: Map<string, TrackMaster>;
  missing: MissingItem[];
  /** People who bought the release and keep it (docs/adr/0050). */
  buyers: number;
}

/** Reads a release whole (in a transaction when one is given) and builds the studio's view of it. */
@Injectable()
export class ReleaseViews {
  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly masters: TrackMastersRepository,
    private readonly albumBuyers: AlbumBuyers,
  ) {}

  async read(albumId: string, tx?: EntityManager): Promise<ReleaseSnapshot> {
    const em = tx ?? this.em.fork();
    const [release, tracks, masters, buyers] = await Promise.all([
      this.releases.view(em, albumId),
      this.releases.tracks(em, albumId),
      this.masters.ofRelease(em, albumId),
      this.albumBuyers.count(em, albumId),
    ]);
    if (release === null) throw StudioErrors.RELEASE_NOT_FOUND();
    const byTrack = new Map(masters.map((master) => [master.trackId, master]));
    const missing = missingForPublish({
      title: release.title,
      artworkUrl: release.artworkUrl,
      accessType: release.accessChosen ? release.accessType : null,
      genres: release.genres,
      tracks: tracks.map((track) => ({
        title: track.title,
        state: byTrack.get(track.id)?.state ?? 'awaiting_upload',
        firstListedAt: byTrack.get(track.id)?.firstListedAt ?? null,
      })),
      buyers,
      buyersNote: release.buyersNote,
    });
    return { release, tracks, masters: byTrack, missing, buyers };
  }

  async dto(albumId: string, viewer: { isAdmin: boolean }): Promise<StudioReleaseDto> {
    const state = await this.read(albumId);
    return toStudioReleaseDto(
      state.release,
      this.trackDtos(state, viewer),
      state.missing,
      state.buyers,
    );
  }

  async trackDto(
    albumId: string,
    trackId: string,
    viewer: { isAdmin: boolean },
  ): Promise<StudioTrackDto> {
    const state = await this.read(albumId);
    const track = this.trackDtos(state, viewer).find((dto) => dto.id === trackId);
    if (track === undefined) throw StudioErrors.TRACK_NOT_FOUND();
    return track;
  }

  private trackDtos(state: ReleaseSnapshot, viewer: { isAdmin: boolean }): StudioTrackDto[] {
    return state.tracks.map((track) =>
      toStudioTrackDto(track, state.masters.get(track.id), viewer, state.buyers),
    );
  }
}
