import { createEffect, createEvent, createStore, sample } from 'effector';
import type { DownloadFormat, DownloadOffer } from '@/entities/album';
import { failureMessage } from '@/shared/api';
import { logWarning } from '@/shared/lib/logger';
import { toastShown } from '@/shared/lib/toast';
import { createDownloadLink, fetchDownloadOffer } from '../api/album-downloads';
import { $album, albumPageClosed } from './album-page';

/** GET /albums/{id}/downloads: for every album shown, signed in or not (it says what is offered). */
export const fetchDownloadOfferFx = createEffect(fetchDownloadOffer);
/** POST /albums/{id}/downloads: a signed link to the zip. */
export const createDownloadLinkFx = createEffect(createDownloadLink);
/** The browser downloads the zip itself (the link answers as an attachment): no bearer needed. */
export const openDownloadFx = createEffect((url: string) => {
  window.location.assign(url);
});
const logOfferFailureFx = createEffect((error: unknown) => {
  logWarning('The album’s downloads could not be loaded; none are shown.', error);
});

export const downloadClicked = createEvent<DownloadFormat>();

/** Null until known, and when it could not be loaded (then nothing is shown). */
export const $downloadOffer = createStore<DownloadOffer | null>(null);
/** The format whose link is being made: its button spins, the others wait. */
export const $downloadPending = createStore<DownloadFormat | null>(null);

const albumShown = sample({
  clock: $album.updates,
  filter: (album) => album !== null,
  fn: (album) => album?.id ?? '',
});
sample({ clock: albumShown, target: fetchDownloadOfferFx });
$downloadOffer.reset(albumShown, albumPageClosed);
// A slow answer for an album the listener already left is dropped.
sample({
  clock: fetchDownloadOfferFx.done,
  source: $album,
  filter: (album, { params }) => album?.id === params,
  fn: (_, { result }) => result,
  target: $downloadOffer,
});
sample({ clock: fetchDownloadOfferFx.failData, target: logOfferFailureFx });

const linkRequested = sample({
  clock: downloadClicked,
  source: { album: $album, pending: $downloadPending },
  filter: ({ album, pending }) => album !== null && pending === null,
  fn: ({ album }, format) => ({ albumId: album?.id ?? '', format }),
});
sample({ clock: linkRequested, target: createDownloadLinkFx });
$downloadPending
  .on(linkRequested, (_, { format }) => format)
  .reset(createDownloadLinkFx.finally, albumPageClosed);
sample({ clock: createDownloadLinkFx.doneData, fn: (link) => link.url, target: openDownloadFx });
sample({
  clock: createDownloadLinkFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    text: failureMessage(error, 'The download could not be started. Please try again.'),
  }),
  target: toastShown,
});
