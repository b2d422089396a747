import { Injectable } from '@nestjs/common';

import { toStoragePath } from '../../platform/storage/index.js';
import { AlbumAccess, isPurchasable } from '../access/index.js';
import { ANONYMOUS_USER, PREVIEW_DURATION_S } from './domain/signed-media-url.js';
import { MediaErrors } from './media.errors.js';
import { MediaTracksRepository } from './media-tracks.repository.js';
import { MediaAddresses } from './media-addresses.js';

/** Decides who may play what, and hands out signed addresses for it. */
@Injectable()
export class MediaService {
  constructor(
    private readonly tracks: MediaTracksRepository,
    private readonly access: AlbumAccess,
    private readonly addresses: MediaAddresses,
  ) {}

  /**
   * Full tracks need a logged-in caller whom AlbumAccess lets play the album. A track that is no
   * longer listed (docs/adr/0044) exists only for the buyers of its album: a grant, whatever the
   * album's access type. The path may name either full rendition — the MP3 or the AAC the
   * gapless player appends (docs/adr/0048) —: the same rules, and that very file is signed.
   */
  async fullTrackUrl(filePath: string, userId: string | null): Promise<string> {
    // A path that cannot be a storage key (NUL, `..`, …) names no track; PostgreSQL would
    // refuse a NUL byte outright, so it never reaches the query.
    const track =
      toStoragePath(filePath) === null ? null : await this.tracks.findByFullPath(filePath);
    if (!track) throw MediaErrors.TRACK_NOT_FOUND();
    const path = filePath === track.aacPath ? track.aacPath : track.filePath;
    if (!track.listed) {
      const [bought] = await this.access.grantsHeldAmong([{ userId, albumId: track.album.id }]);
      if (bought !== true || userId === null) throw MediaErrors.TRACK_NOT_FOUND();
      return this.addresses.forPlay(path, userId, track.durationS);
    }
    const premium = isPurchasable(track.album.accessType);
    if (userId === null) {
      throw premium ? MediaErrors.PREMIUM_LOGIN_REQUIRED() : MediaErrors.LOGIN_REQUIRED();
    }
    if (!(await this.access.hasAccess(userId, track.album))) {
      throw premium ? MediaErrors.PURCHASE_REQUIRED() : MediaErrors.ACCESS_DENIED();
    }
    return this.addresses.forPlay(path, userId, track.durationS);
  }

  /**
   * Anyone may hear a preview of a public track. The client may pass the full track's path: it
   * still gets only the preview clip signed, never the full file — with either driver (ADR 0039).
   */
  async previewUrl(path: string): Promise<string> {
    const track = toStoragePath(path) === null ? null : await this.tracks.findByAnyPath(path);
    if (!track?.listed) throw MediaErrors.TRACK_NOT_FOUND();
    if (track.previewPath === null) throw MediaErrors.NO_PREVIEW();
    return this.addresses.forPlay(track.previewPath, ANONYMOUS_USER, PREVIEW_DURATION_S);
  }
}
