import { Injectable } from '@nestjs/common';

import { AlbumAccess } from '../access/index.js';
import { CatalogueErrors } from './catalogue.errors.js';
import { CatalogueRepository } from './catalogue.repository.js';
import {
  type AlbumDetailDto,
  type AlbumDto,
  toAlbumDetailDto,
  toAlbumDto,
} from './dto/album.dto.js';
import { type ArtistDto, toArtistDto } from './dto/artist.dto.js';
import { UUID_PATTERN } from '../../platform/http/index.js';
import { type TrackDto, toTrackDtos } from './dto/track.dto.js';

/** Tracks per artist (spec §9) and the most any track list returns. */
export const MAX_TRACK_LIST = 100;

/** Public catalogue reads; `userId` (null when anonymous) only decides `access_granted`. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly access: AlbumAccess,
  ) {}

  async artistById(id: string): Promise<ArtistDto> {
    const row = await this.catalogue.artistById(id);
    if (!row) throw CatalogueErrors.ARTIST_NOT_FOUND();
    return toArtistDto(row);
  }

  async artistBySlug(slug: string): Promise<ArtistDto> {
    const row = await this.catalogue.artistBySlug(slug.toLowerCase());
    if (!row) throw CatalogueErrors.ARTIST_NOT_FOUND();
    return toArtistDto(row);
  }

  /** By UUID or (case-insensitive) slug, with its tracks in order. */
  async album(idOrSlug: string, userId: string | null): Promise<AlbumDetailDto> {
    const row = await this.catalogue.album(
      UUID_PATTERN.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() },
    );
    if (!row) throw CatalogueErrors.ALBUM_NOT_FOUND();
    const tracks = await this.catalogue.tracksOfAlbum(row.id, null);
    return toAlbumDetailDto(row, await toTrackDtos(tracks, this.access, userId));
  }

  /** Albums by UUID (other modules' read model: purchases, receipts); unknown ids left out. */
  async albumsByIds(ids: readonly string[]): Promise<AlbumDto[]> {
    const uuids = ids.filter((id) => UUID_PATTERN.test(id));
    return (await this.catalogue.albumsByIds(uuids)).map(toAlbumDto);
  }

  async tracksOfAlbum(albumId: string, limit: number, userId: string | null): Promise<TrackDto[]> {
    const rows = await this.catalogue.tracksOfAlbum(albumId, limit);
    if (rows.length === 0 && !(await this.catalogue.exists('albums', albumId))) {
      throw CatalogueErrors.ALBUM_NOT_FOUND();
    }
    return toTrackDtos(rows, this.access, userId);
  }

  async tracksOfArtist(
    artistId: string,
    limit: number,
    userId: string | null,
  ): Promise<TrackDto[]> {
    const rows = await this.catalogue.tracksOfArtist(artistId, limit);
    if (rows.length === 0 && !(await this.catalogue.exists('artists', artistId))) {
      throw CatalogueErrors.ARTIST_NOT_FOUND();
    }
    return toTrackDtos(rows, this.access, userId);
  }

  async genres(): Promise<{ name: string }[]> {
    return (await this.catalogue.genreNames()).map((name) => ({ name }));
  }
}
