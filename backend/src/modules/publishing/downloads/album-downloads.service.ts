import { Injectable } from '@nestjs/common';

import { UUID_PATTERN } from '../../../platform/http/index.js';
import { AlbumAccess } from '../../access/index.js';
import type { SignedQuery } from '../../media/index.js';
import { type AlbumZip, AlbumArchive } from './album-archive.js';
import { DownloadLinks } from './download-links.js';
import {
  albumVisibleTo,
  type DownloadableAlbum,
  type DownloadCaller,
  type DownloadFormat,
  downloadRight,
  formatsOffered,
} from './download-rights.js';
import type { DownloadLinkDto, DownloadOfferDto } from './dto/downloads.dto.js';
import { DownloadsErrors } from './downloads.errors.js';
import {
  type DownloadAlbumRow,
  DownloadsRepository,
  type DownloadTrackRow,
} from './downloads.repository.js';
import { DownloadsThrottle } from './downloads-throttle.js';

/** An album as one caller sees its downloads. */
interface DownloadSubject {
  album: DownloadAlbumRow;
  tracks: DownloadTrackRow[];
  facts: DownloadableAlbum;
  caller: DownloadCaller;
}

/**
 * Owners' downloads (docs/adr/0045): what an album offers, a signed link for a caller who may
 * download it, and the zip behind a link — its rights checked again when it is used, so a refund
 * since the link was made counts.
 */
@Injectable()
export class AlbumDownloads {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly access: AlbumAccess,
    private readonly links: DownloadLinks,
    private readonly throttle: DownloadsThrottle,
    private readonly archive: AlbumArchive,
  ) {}

  async offer(albumId: string, userId: string | null): Promise<DownloadOfferDto> {
    const { facts, caller } = await this.subject(albumId, userId);
    const right = downloadRight(facts, caller);
    return {
      formats: formatsOffered(facts),
      can_download: right === 'allowed',
      requires: right === 'sign_in' || right === 'purchase' ? right : null,
    };
  }

  async createLink(
    albumId: string,
    userId: string,
    format: DownloadFormat,
  ): Promise<DownloadLinkDto> {
    await this.throttle.linkRequested(userId);
    const subject = await this.subject(albumId, userId);
    permit(subject, format);
    const { url, expiresAt } = this.links.sign(albumId, format, userId);
    return { url, expires_at: expiresAt.toISOString(), format };
  }

  async zip(albumId: string, format: DownloadFormat, query: SignedQuery): Promise<AlbumZip> {
    const check = this.links.check(albumId, format, query);
    if (check === 'invalid') throw DownloadsErrors.LINK_INVALID();
    if (check === 'expired') throw DownloadsErrors.LINK_EXPIRED();
    // Only ever signed for a user id; anything else cannot have come from us.
    const userId = String(query.u);
    if (!UUID_PATTERN.test(userId)) throw DownloadsErrors.LINK_INVALID();
    const subject = await this.subject(albumId, userId);
    permit(subject, format);
    return this.archive.zip(subject.album, subject.tracks, format);
  }

  private async subject(albumId: string, userId: string | null): Promise<DownloadSubject> {
    const album = await this.repository.album(albumId);
    if (album === null) throw DownloadsErrors.ALBUM_NOT_FOUND();
    const [holdsGrant = false] = await this.access.grantsHeldAmong([{ userId, albumId }]);
    const tracks = await this.repository.tracks(albumId);
    const facts: DownloadableAlbum = {
      accessType: album.accessType,
      listed: album.listed,
      downloadsEnabled: album.downloadsEnabled,
      tracks: tracks.map((track) => ({ flac: track.renditions.flac !== null })),
    };
    const caller = { signedIn: userId !== null, holdsGrant };
    if (!albumVisibleTo(facts, caller)) throw DownloadsErrors.ALBUM_NOT_FOUND();
    return { album, tracks, facts, caller };
  }
}

/** Refuses a caller who may not download the album in this format. */
function permit({ facts, caller }: DownloadSubject, format: DownloadFormat): void {
  const right = downloadRight(facts, caller);
  switch (right) {
    case 'allowed':
      break;
    case 'sign_in':
    case 'purchase':
      throw DownloadsErrors.NOT_OWNER();
    case 'not_offered':
      throw DownloadsErrors.NOT_OFFERED();
  }
  if (!formatsOffered(facts).includes(format)) throw DownloadsErrors.FORMAT_UNAVAILABLE();
}
