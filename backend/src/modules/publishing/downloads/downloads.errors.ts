import { defineErrors } from '../../../platform/http/index.js';

/** Owners' downloads (`/api/albums/{id}/downloads`, docs/adr/0045): stable codes, plain words. */
export const DownloadsErrors = defineErrors('DOWNLOADS', {
  ALBUM_NOT_FOUND: { kind: 'not_found', message: 'There is no album with this id.' },
  NOT_OFFERED: {
    kind: 'forbidden',
    message: 'This album is not offered for download.',
  },
  NOT_OWNER: {
    kind: 'forbidden',
    message: 'Buy this album to download it.',
  },
  FORMAT_UNAVAILABLE: {
    kind: 'conflict',
    message:
      'This album has no FLAC download: not all of its tracks were uploaded lossless. Choose MP3 320.',
  },
  LINK_INVALID: {
    kind: 'forbidden',
    message: 'This download link is not valid.',
  },
  LINK_EXPIRED: {
    kind: 'gone',
    message: 'This download link has expired. Start the download again from the album page.',
  },
  TOO_MANY_LINKS: {
    kind: 'rate_limited',
    message: 'Too many downloads started. Please try again in a few minutes.',
  },
});
