// The spec's route table (section 2) in one place, so links and the router cannot drift apart.
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  updatePassword: '/update-password',
  join: '/join',
  fanWaitlist: '/fan-waitlist',
  waitlistConfirm: '/waitlist/confirm',
  waitlistUnsubscribe: '/waitlist/unsubscribe',
  artistRights: '/artist-rights',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  testPurchase: '/test-stripe',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
  checkoutAlbum: '/checkout/album/:albumId',
  discover: '/discover',
  dashboard: '/dashboard',
  search: '/search',
  artist: '/artist/:artistIdentifier',
  artistAlbum: '/artist/:artistIdentifier/album/:albumIdentifier',
  album: '/album/:albumIdentifier',
  adminDashboard: '/admin/dashboard',
  artistDashboard: '/artist/dashboard',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Anything the catalogue routes can address. */
export interface CatalogueRef {
  id: string;
  slug: string | null;
}

/** The identifier a catalogue link uses: the slug when there is one (it reads better), else the id. */
export const catalogueIdentifier = (ref: CatalogueRef): string => ref.slug ?? ref.id;

/** `/artist/{slug or id}`: the artist page accepts either (a UUID is replaced by the slug). */
export const artistPath = (artistIdentifier: string): string =>
  `/artist/${encodeURIComponent(artistIdentifier)}`;

/**
 * `/artist/{artist}/album/{album}`, or `/album/{album}` when the artist is not known (spec §2,
 * the SoundCheck dialog's "View Album").
 */
export const albumPath = (albumIdentifier: string, artistIdentifier: string | null): string =>
  artistIdentifier === null
    ? `/album/${encodeURIComponent(albumIdentifier)}`
    : `${artistPath(artistIdentifier)}/album/${encodeURIComponent(albumIdentifier)}`;
