import { Injectable } from '@nestjs/common';

import { AlbumGrantPairs, userAlbumKey } from './album-grant-pairs.js';
import { AlbumGrantsRepository } from './album-grants.repository.js';
import { type AccessType, isPurchasable } from './domain/access-types.js';

export interface AlbumAccessSubject {
  id: string;
  accessType: AccessType;
}

/**
 * The one place that decides whether a caller may play an album's full tracks: the access
 * endpoint, the catalogue's `access_granted` and the media module's signed URLs all ask here.
 * Non-Soundcheck albums are open to every logged-in caller; a Soundcheck album needs a grant
 * (written by the payments module when Stripe confirms a purchase).
 */
@Injectable()
export class AlbumAccess {
  constructor(
    private readonly grants: AlbumGrantsRepository,
    private readonly grantPairs: AlbumGrantPairs,
  ) {}

  async hasAccess(userId: string | null, album: AlbumAccessSubject): Promise<boolean> {
    return (await this.accessibleAlbums(userId, [album])).has(album.id);
  }

  /** Which of these albums the caller may play, with one query for all the locked ones. */
  async accessibleAlbums(
    userId: string | null,
    albums: readonly AlbumAccessSubject[],
  ): Promise<Set<string>> {
    const open = albums.filter((album) => !isPurchasable(album.accessType)).map(({ id }) => id);
    const locked = albums.filter((album) => isPurchasable(album.accessType)).map(({ id }) => id);
    if (userId === null || locked.length === 0) return new Set(open);
    return new Set([...open, ...(await this.grants.grantedAmong(userId, locked))]);
  }

  /**
   * For many listeners at once (a batch of play events): whether each signed-in listener may play
   * its album's full tracks. Visitors (null) may not; one statement for all the locked albums.
   */
  async fullAccessAmong(
    plays: readonly { userId: string | null; album: AlbumAccessSubject }[],
  ): Promise<boolean[]> {
    const locked = plays.flatMap(({ userId, album }) =>
      userId !== null && isPurchasable(album.accessType) ? [{ userId, albumId: album.id }] : [],
    );
    const granted = await this.grantPairs.granted(locked);
    return plays.map(
      ({ userId, album }) =>
        userId !== null &&
        (!isPurchasable(album.accessType) ||
          granted.has(userAlbumKey({ userId, albumId: album.id }))),
    );
  }

  /**
   * Whether each listener holds a grant to its album, whatever the album's access type now: an
   * album that is no longer listed plays only for its buyers (docs/adr/0044). Visitors (null)
   * hold none. One statement for all of them, on the SqlPool (usable outside a request).
   */
  async grantsHeldAmong(
    pairs: readonly { userId: string | null; albumId: string }[],
  ): Promise<boolean[]> {
    const signedIn = pairs.flatMap(({ userId, albumId }) =>
      userId === null ? [] : [{ userId, albumId }],
    );
    const granted = await this.grantPairs.granted(signedIn);
    return pairs.map(
      ({ userId, albumId }) => userId !== null && granted.has(userAlbumKey({ userId, albumId })),
    );
  }

  /** When the caller's grant to a Soundcheck album began; null without one. */
  grantedAt(userId: string, albumId: string): Promise<Date | null> {
    return this.grants.grantedAt(userId, albumId);
  }
}
