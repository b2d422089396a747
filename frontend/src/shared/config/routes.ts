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
  // The admin area's own pages (docs/adr/0034); the spec names only the landing above.
  adminSecondFactor: '/admin/second-factor',
  adminWaitlist: '/admin/waitlist/:list',
  adminInvites: '/admin/invites',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminPurchases: '/admin/purchases',
  adminArtists: '/admin/artists',
  adminReleases: '/admin/releases',
  adminAudit: '/admin/audit',
  artistDashboard: '/artist/dashboard',
  // The artist studio (issue 25): home, a new release, one release's editor, and the profile.
  artistStudio: '/artist/studio',
  artistStudioNewRelease: '/artist/studio/releases/new',
  artistStudioRelease: '/artist/studio/releases/:releaseId',
  // "See as a listener": the release's public page as listeners will see it (docs/adr/0047).
  artistStudioReleasePreview: '/artist/studio/releases/:releaseId/listen',
  artistStudioProfile: '/artist/studio/profile',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Any artist's analytics dashboard, as an admin opens it (the page reads `?artist_id=`). */
export const artistDashboardPath = (artistId: string): string =>
  `${ROUTES.artistDashboard}?artist_id=${encodeURIComponent(artistId)}`;

// Catalogue links are built the same way by the server's page heads (docs/adr/0023).
export {
  albumPath,
  artistPath,
  catalogueIdentifier,
  type CatalogueRef,
} from '@encore/shared-rules';
