import { Injectable } from '@nestjs/common';

import type { AccessType } from './domain/access-type.js';

/** Only Soundcheck albums are locked (spec §5); every other type plays for a logged-in user. */
export const isPurchasable = (accessType: AccessType): boolean => accessType === 'soundcheck';

export interface AlbumAccessSubject {
  id: string;
  accessType: AccessType;
}

/**
 * The one place that decides whether a caller may play an album's full tracks: the catalogue's
 * `access_granted` and the media module's signed URLs both ask here. Nobody owns a Soundcheck
 * album until the purchases issue adds ownership to this check (the caller is passed for it).
 */
@Injectable()
export class AlbumAccess {
  hasAccess(_userId: string | null, album: AlbumAccessSubject): Promise<boolean> {
    return Promise.resolve(!isPurchasable(album.accessType));
  }
}
