import { Injectable } from '@nestjs/common';

import { AlbumAccess } from '../access/index.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { DiscoverRepository } from './discover.repository.js';
import { toAlbumDto } from './dto/album.dto.js';
import { toArtistSummaryDto } from './dto/artist.dto.js';
import type { DiscoverDto } from './dto/discover.dto.js';
import { toTrackDtos } from './dto/track.dto.js';

const SHELF = 12;
const FEATURED = 8;
/** The home page's "Listen now" shelf: two openers from each of the newest playable albums. */
const FRESH_TRACKS = 8;
const FRESH_TRACKS_PER_ALBUM = 2;

/**
 * `/discover` (docs/adr/0010) and the home page's shelf (docs/adr/0015) in one public read;
 * `userId` (null when anonymous) only decides the tracks' `access_granted`.
 */
@Injectable()
export class DiscoverService {
  constructor(
    private readonly discover: DiscoverRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly access: AlbumAccess,
  ) {}

  async shelves(userId: string | null): Promise<DiscoverDto> {
    const [releases, artists, soundcheck, genres, fresh] = await Promise.all([
      this.discover.newReleases(SHELF),
      this.discover.featuredArtists(FEATURED),
      this.discover.soundcheckAlbums(SHELF),
      this.catalogue.genreNames(),
      this.discover.freshTracks(FRESH_TRACKS, FRESH_TRACKS_PER_ALBUM),
    ]);
    return {
      new_releases: releases.map(toAlbumDto),
      featured_artists: artists.map(toArtistSummaryDto),
      soundcheck_albums: soundcheck.map(toAlbumDto),
      genres: genres.map((name) => ({ name })),
      fresh_tracks: await toTrackDtos(fresh, this.access, userId),
    };
  }
}
