import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { ROUTES } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { AppLayout } from '../layouts/app-layout';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';

/** Code-splits a page: the router waits for the chunk, so the previous page stays until it lands. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** The spec's whole route table (section 2). Home and not-found ship in the main bundle. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: ROUTES.login,
            ...page(async () => (await import('@/pages/auth/login')).LoginPage),
          },
          {
            path: ROUTES.register,
            ...page(async () => (await import('@/pages/auth/register')).RegisterPage),
          },
          {
            path: ROUTES.forgotPassword,
            ...page(async () => (await import('@/pages/auth/forgot-password')).ForgotPasswordPage),
          },
          {
            path: ROUTES.updatePassword,
            ...page(async () => (await import('@/pages/auth/update-password')).UpdatePasswordPage),
          },
          {
            path: ROUTES.join,
            ...page(async () => (await import('@/pages/waitlist/join')).JoinPage),
          },
          {
            path: ROUTES.fanWaitlist,
            ...page(async () => (await import('@/pages/waitlist/fan-waitlist')).FanWaitlistPage),
          },
          {
            path: ROUTES.waitlistConfirm,
            ...page(async () => (await import('@/pages/waitlist/email-link')).WaitlistConfirmPage),
          },
          {
            path: ROUTES.waitlistUnsubscribe,
            ...page(
              async () => (await import('@/pages/waitlist/email-link')).WaitlistUnsubscribePage,
            ),
          },
          {
            path: ROUTES.artistRights,
            ...page(async () => (await import('@/pages/legal/artist-rights')).ArtistRightsPage),
          },
          {
            path: ROUTES.privacyPolicy,
            ...page(async () => (await import('@/pages/legal/privacy-policy')).PrivacyPolicyPage),
          },
          {
            path: ROUTES.termsOfService,
            ...page(
              async () => (await import('@/pages/legal/terms-of-service')).TermsOfServicePage,
            ),
          },
          {
            path: ROUTES.paymentSuccess,
            ...page(
              async () => (await import('@/pages/payment/payment-success')).PaymentSuccessPage,
            ),
          },
          {
            path: ROUTES.paymentCancelled,
            ...page(
              async () => (await import('@/pages/payment/payment-cancelled')).PaymentCancelledPage,
            ),
          },
          {
            // Needs a user. Checkout and the test purchase page (listed as public in the spec) also
            // send visitors without one to /login, so they sit here too.
            element: <ProtectedRoute />,
            children: [
              {
                path: ROUTES.discover,
                ...page(async () => (await import('@/pages/discover')).DiscoverPage),
              },
              {
                path: ROUTES.dashboard,
                ...page(async () => (await import('@/pages/dashboard')).DashboardPage),
              },
              {
                path: ROUTES.search,
                ...page(async () => (await import('@/pages/search')).SearchPage),
              },
              {
                path: ROUTES.artist,
                ...page(async () => (await import('@/pages/artist')).ArtistPage),
              },
              // One route for UUIDs and slugs alike; the album page tells them apart (isUuid).
              {
                path: ROUTES.artistAlbum,
                ...page(async () => (await import('@/pages/album')).AlbumPage),
              },
              {
                path: ROUTES.album,
                ...page(async () => (await import('@/pages/album')).AlbumPage),
              },
              {
                // The admin area: admins only (docs/adr/0034). Each admin page adds itself here.
                element: <AdminRoute />,
                children: [
                  {
                    path: ROUTES.adminDashboard,
                    ...page(
                      async () => (await import('@/pages/admin-dashboard')).AdminDashboardPage,
                    ),
                  },
                  {
                    path: ROUTES.adminInvites,
                    ...page(async () => (await import('@/pages/admin-invites')).AdminInvitesPage),
                  },
                  {
                    path: ROUTES.adminAudit,
                    ...page(async () => (await import('@/pages/admin-audit')).AdminAuditPage),
                  },
                  {
                    path: ROUTES.adminSecondFactor,
                    ...page(
                      async () =>
                        (await import('@/pages/admin-second-factor')).AdminSecondFactorPage,
                    ),
                  },
                  {
                    path: ROUTES.adminWaitlist,
                    ...page(async () => (await import('@/pages/admin-waitlist')).AdminWaitlistPage),
                  },
                  {
                    path: ROUTES.adminUsers,
                    ...page(async () => (await import('@/pages/admin-users')).AdminUsersPage),
                  },
                  {
                    path: ROUTES.adminUser,
                    ...page(async () => (await import('@/pages/admin-users')).AdminUserPage),
                  },
                  {
                    path: ROUTES.adminArtists,
                    ...page(async () => (await import('@/pages/admin-artists')).AdminArtistsPage),
                  },
                  {
                    path: ROUTES.adminReleases,
                    ...page(async () => (await import('@/pages/admin-releases')).AdminReleasesPage),
                  },
                  {
                    path: ROUTES.adminPurchases,
                    ...page(
                      async () => (await import('@/pages/admin-purchases')).AdminPurchasesPage,
                    ),
                  },
                ],
              },
              {
                path: ROUTES.artistDashboard,
                ...page(async () => (await import('@/pages/artist-dashboard')).ArtistDashboardPage),
              },
              // The artist studio (docs/adr/0047). Static segments outrank `/artist/:artistIdentifier`,
              // so these win over an artist page; the pages refuse listeners themselves.
              {
                path: ROUTES.artistStudio,
                ...page(async () => (await import('@/pages/artist-studio')).ArtistStudioPage),
              },
              // One page for a new release and an existing one (`new` outranks `:releaseId`).
              {
                path: ROUTES.artistStudioNewRelease,
                ...page(
                  async () =>
                    (await import('@/pages/artist-studio-release')).ArtistStudioReleasePage,
                ),
              },
              {
                path: ROUTES.artistStudioRelease,
                ...page(
                  async () =>
                    (await import('@/pages/artist-studio-release')).ArtistStudioReleasePage,
                ),
              },
              {
                path: ROUTES.artistStudioReleasePreview,
                ...page(
                  async () =>
                    (await import('@/pages/artist-studio-release')).ArtistStudioReleasePreviewPage,
                ),
              },
              {
                path: ROUTES.artistStudioProfile,
                ...page(
                  async () =>
                    (await import('@/pages/artist-studio-profile')).ArtistStudioProfilePage,
                ),
              },
              {
                path: ROUTES.checkoutAlbum,
                ...page(async () => (await import('@/pages/payment/checkout')).CheckoutPage),
              },
              {
                path: ROUTES.testPurchase,
                ...page(
                  async () => (await import('@/pages/payment/test-purchase')).TestPurchasePage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
