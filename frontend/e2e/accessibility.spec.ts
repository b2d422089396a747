import { expect, type Page } from '@playwright/test';

import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import { type DemoRole, test } from './support/demo-accounts';

// axe-core on every page of the route table (spec §2) and the states a listener meets on them,
// desktop and mobile, signed out and signed in: no serious or critical violation anywhere.

interface PageCheck {
  name: string;
  path: string;
  /** The page's `<h1>`, which says its content has arrived. */
  heading: string | RegExp;
  /** Puts the page into a state worth checking once it has settled (a dialog, a menu, the player). */
  open?: (page: Page, isMobile: boolean) => Promise<void>;
}

const HOME = /music that pays the people who make it/i;

/** Pages anyone can open, signed in or not. */
const PUBLIC_PAGES: PageCheck[] = [
  { name: 'home', path: '/', heading: HOME },
  { name: 'login', path: '/login', heading: 'Log in to Encore' },
  { name: 'register', path: '/register', heading: 'Create your Encore account' },
  { name: 'forgot password', path: '/forgot-password', heading: 'Forgot your password?' },
  { name: 'update password, no link', path: '/update-password', heading: /password/i },
  {
    name: 'update password, from the mail',
    path: '/update-password?token=a-token-from-the-mail',
    heading: 'Set a new password',
  },
  { name: 'artist waitlist', path: '/join', heading: 'Join the Encore artist waitlist' },
  { name: 'fan waitlist', path: '/fan-waitlist', heading: 'Join our Fan Waitlist' },
  { name: 'waitlist confirm link', path: '/waitlist/confirm', heading: 'Confirm your email' },
  {
    name: 'waitlist unsubscribe link',
    path: '/waitlist/unsubscribe',
    heading: 'Unsubscribe from Encore emails',
  },
  {
    name: 'artist rights',
    path: '/artist-rights',
    heading: 'Artist Rights & Platform Terms Summary',
  },
  { name: 'privacy policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'terms of service', path: '/terms-of-service', heading: 'Terms of Service' },
  { name: 'payment success', path: '/payment-success', heading: /payment/i },
  { name: 'payment cancelled', path: '/payment-cancelled', heading: 'Payment cancelled' },
  { name: 'not found', path: '/no/such/page', heading: 'Page not found' },
];

/** Pages behind a login (a visitor is sent to /login, checked above). */
const MEMBER_PAGES: PageCheck[] = [
  { name: 'discover', path: '/discover', heading: 'Discover' },
  { name: 'search, no query', path: '/search', heading: 'Search' },
  { name: 'search with results', path: '/search?q=neon', heading: 'Results for "neon"' },
  {
    name: 'search with no results',
    path: '/search?q=zzqxv',
    heading: 'Results for "zzqxv"',
  },
  { name: 'artist', path: '/artist/neon-harbor', heading: 'Neon Harbor' },
  {
    name: 'album under its artist',
    path: '/artist/neon-harbor/album/afterglow-boulevard',
    heading: 'Afterglow Boulevard',
  },
  { name: 'album on its own', path: '/album/afterglow-boulevard', heading: 'Afterglow Boulevard' },
  {
    name: 'Soundcheck album, not bought',
    path: '/artist/neon-harbor/album/night-drive-tapes',
    heading: 'Night Drive Tapes',
  },
  { name: 'dashboard', path: '/dashboard', heading: 'Your dashboard' },
  { name: 'checkout', path: '/checkout/album/night-drive-tapes', heading: 'Soundcheck checkout' },
  { name: 'test purchase', path: '/test-stripe', heading: 'Soundcheck test purchase' },
  { name: 'artist dashboard, as a listener', path: '/artist/dashboard', heading: /./ },
  { name: 'admin dashboard, as a listener', path: '/admin/dashboard', heading: /./ },
];

/** Plays the first home-shelf track marked `badge`. */
async function playFromHome(page: Page, badge: 'Preview' | 'Members only') {
  await page
    .getByRole('region', { name: 'Listen now' })
    .getByRole('listitem')
    .filter({ hasText: badge })
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
}

/** The player after a play: its bar on desktop; on mobile, the full player opened from the mini one. */
async function showPlayer(page: Page, isMobile: boolean) {
  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  if (!isMobile) return;
  await page.getByRole('button', { name: 'Open player' }).click();
  await expect(page.getByRole('dialog', { name: 'Now playing' })).toBeVisible();
}

/** A search results tab, picked as a listener would. */
const searchTab = (name: 'Albums' | 'Tracks') => async (page: Page) => {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
};

/** The chrome's pop-up: the avatar menu on desktop, the search sheet from the bottom bar on mobile. */
async function openChromeMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  }
}

const VISITOR_STATES: PageCheck[] = [
  {
    name: 'login prompt after a members-only play',
    path: '/',
    heading: HOME,
    open: async (page) => {
      await playFromHome(page, 'Members only');
      await expect(page.getByRole('dialog', { name: 'Login to Encore' })).toBeVisible();
    },
  },
  {
    name: 'player with a preview',
    path: '/',
    heading: HOME,
    open: async (page, isMobile) => {
      await playFromHome(page, 'Preview');
      await showPlayer(page, isMobile);
    },
  },
  {
    name: 'the ?from=app banner',
    path: '/',
    heading: HOME,
    open: async (page) => {
      // A phone is sent on to its store after 2 s: a 204 there keeps it on this page.
      await page.route(/^https:\/\/(apps\.apple|play\.google)\.com\//, (route) =>
        route.fulfill({ status: 204 }),
      );
      await page.goto('/?from=app');
      await expect(page.getByRole('complementary', { name: 'Encore app' })).toBeVisible();
    },
  },
];

const MEMBER_STATES: PageCheck[] = [
  {
    name: 'account menu or search sheet open',
    path: '/discover',
    heading: 'Discover',
    open: openChromeMenu,
  },
  {
    name: 'player with a full track',
    path: '/artist/neon-harbor/album/afterglow-boulevard',
    heading: 'Afterglow Boulevard',
    open: async (page, isMobile) => {
      await page.getByRole('button', { name: 'Play Last Bus to Southsea' }).click();
      await showPlayer(page, isMobile);
    },
  },
  {
    name: 'search results, Albums tab',
    path: '/search?q=neon',
    heading: 'Results for "neon"',
    open: searchTab('Albums'),
  },
  {
    name: 'search results, Tracks tab',
    path: '/search?q=neon',
    heading: 'Results for "neon"',
    open: searchTab('Tracks'),
  },
];

const SUITES: { who: string; as: DemoRole | null; checks: PageCheck[] }[] = [
  { who: 'a visitor', as: null, checks: [...PUBLIC_PAGES, ...VISITOR_STATES] },
  {
    who: 'a listener',
    as: 'listener',
    checks: [...PUBLIC_PAGES, ...MEMBER_PAGES, ...MEMBER_STATES],
  },
  {
    who: 'an artist',
    as: 'artist',
    checks: [{ name: 'artist dashboard', path: '/artist/dashboard', heading: 'Artist dashboard' }],
  },
  {
    who: 'an admin',
    as: 'admin',
    // The demo admin's second factor belongs to admin.spec.ts, which starts it over while this
    // runs: whichever door /admin/dashboard shows (set up, code prompt, the overview) is checked.
    checks: [
      {
        name: 'admin dashboard',
        path: '/admin/dashboard',
        heading: /^(Set up two-step sign-in|Two-step sign-in|Overview)$/,
      },
    ],
  },
];

for (const suite of SUITES) {
  test.describe(`as ${suite.who}`, () => {
    test.use({ signedInAs: suite.as });
    for (const check of suite.checks) {
      test(`${check.name} (${check.path})`, async ({ page, isMobile }) => {
        // axe walks the whole DOM: on a busy machine the larger pages take 20 s by themselves.
        test.slow();
        await page.goto(check.path);
        await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
        await waitForSettledPage(page);
        if (check.open !== undefined) {
          await check.open(page, isMobile);
          await waitForSettledPage(page);
        }
        await expectNoSeriousViolations(page);
      });
    }
  });
}
