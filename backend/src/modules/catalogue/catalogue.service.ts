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

/**
 * Public catalogue reads; `userId` (null when anonymous) decides `access_granted`, and lets a
 * buyer still open an album that is no longer listed (docs/adr/0044).
 */
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

  /**
   * By UUID or (case-insensitive) slug, with its tracks in order. An album that is not listed
   * (unpublished, taken down) is found only by a caller holding a grant to it: its buyers keep
   * the page and its tracks; to everyone else it does not exist.
   */
  async album(idOrSlug: string, userId: string | null): Promise<AlbumDetailDto> {
    const by = UUID_PATTERN.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() };
    const row = await this.catalogue.album(by);
    if (row) {
      const tracks = await this.catalogue.tracksOfAlbum(row.id, null);
      return toAlbumDetailDto(row, await toTrackDtos(tracks, this.access, userId));
    }
    const hidden = userId === null ? null : await this.catalogue.hiddenAlbum(by);
    if (hidden === null || userId === null) throw CatalogueErrors.ALBUM_NOT_FOUND();
    const [bought] = await this.access.grantsHeldAmong([{ userId, albumId: hidden.id }]);
    if (bought !== true) throw CatalogueErrors.ALBUM_NOT_FOUND();
    const tracks = await this.catalogue.tracksOfHiddenAlbum(hidden.id);
    return toAlbumDetailDto(hidden, await toTrackDtos(tracks, this.access, userId));
  }

  /**
   * Albums by UUID (other modules' read model: purchases, receipts), hidden ones included: a
   * purchase keeps showing what it bought. Unknown ids are left out.
   */
  async albumsByIds(ids: readonly string[]): Promise<AlbumDto[]> {
    const uuids = ids.filter((id) => UUID_PATTERN.test(id));
    return (await this.catalogue.albumsByIds(uuids, 'with-hidden')).map(toAlbumDto);
  }

  /** Listed albums by UUID (what may still be bought); unknown and hidden ids left out. */
  async listedAlbumsByIds(ids: readonly string[]): Promise<AlbumDto[]> {
    const uuids = ids.filter((id) => UUID_PATTERN.test(id));
    return (await this.catalogue.albumsByIds(uuids, 'listed')).map(toAlbumDto);
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

  /**
   * The tracks of `ids` that `userId` may see, in no particular order: listed ones, and the
   * tracks with audio of a hidden album the caller bought (docs/adr/0044); the rest, and ids
   * that name no track, left out.
   */
  async visibleTracksByIds(ids: readonly string[], userId: string | null): Promise<TrackDto[]> {
    const uuids = [...new Set(ids.filter((id) => UUID_PATTERN.test(id)))];
    const rows = await this.catalogue.tracksByIds(uuids);
    const hidden = [...new Set(rows.filter((row) => !row.listed).map((row) => row.album_id))];
    const held =
      userId === null || hidden.length === 0
        ? []
        : await this.access.grantsHeldAmong(hidden.map((albumId) => ({ userId, albumId })));
    const bought = new Set(hidden.filter((_, index) => held[index] === true));
    const visible = rows.filter(
      (row) => row.listed || (bought.has(row.album_id) && row.file_path !== ''),
    );
    return toTrackDtos(visible, this.access, userId);
  }

  async genres(): Promise<{ name: string }[]> {
    return (await this.catalogue.genreNames()).map((name) => ({ name }));
  }
}
