import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { APP_BANNER_DISMISSED_KEY } from '@/shared/config';
import type { MobilePlatform, StoreLinks } from '../lib/store-links';
import { detectPlatformFx, fetchStoreLinksFx, redirectToAppStoreFx } from '../model/app-banner';
import { AppBanner } from './app-banner';

const APP_STORE = 'https://apps.apple.com/app/encore/id6450012345';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=app.encore';
const BOTH: StoreLinks = { appStoreUrl: APP_STORE, playStoreUrl: PLAY_STORE };

interface BannerSetup {
  platform?: MobilePlatform | null;
  links?: StoreLinks;
}

function renderBanner(url: string, { platform = 'ios', links = BOTH }: BannerSetup = {}) {
  const redirect = jest.fn((_url: string) => undefined);
  const fetchLinks = jest.fn(() => Promise.resolve(links));
  const scope = fork({
    handlers: [
      [redirectToAppStoreFx, redirect],
      [detectPlatformFx, () => platform],
      [fetchStoreLinksFx, fetchLinks],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <AppBanner />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, redirect, fetchLinks };
}

const banner = () => screen.queryByRole('complementary', { name: 'Encore app' });

describe('AppBanner', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('is shown when the query contains from=app, offering the phone its own store', async () => {
    renderBanner('/?from=app', { platform: 'android' });
    expect(await screen.findByRole('complementary', { name: 'Encore app' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get the app on Google Play' })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );
  });

  test('offers both stores on a desktop, and never redirects it', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=app', { platform: null });
    expect(await screen.findByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      APP_STORE,
    );
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', PLAY_STORE);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('is not shown to visitors who did not come from the app, and asks for no links', async () => {
    const { fetchLinks } = renderBanner('/?from=newsletter');
    await act(() => Promise.resolve()); // lets the sessionStorage read settle
    expect(banner()).toBeNull();
    expect(fetchLinks).not.toHaveBeenCalled();
  });

  test('stays hidden for the rest of the session once dismissed', async () => {
    const user = userEvent.setup();
    const first = renderBanner('/?from=app');
    await user.click(await screen.findByRole('button', { name: 'Dismiss app banner' }));

    expect(banner()).toBeNull();
    expect(window.sessionStorage.getItem(APP_BANNER_DISMISSED_KEY)).toBe('true');

    first.unmount();
    renderBanner('/?from=app');
    await act(() => Promise.resolve()); // lets the sessionStorage read settle
    expect(banner()).toBeNull();
  });

  test('sends an iPhone to the App Store 2 seconds after the banner shows', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=app', { platform: 'ios' });

    await act(() => jest.advanceTimersByTimeAsync(0)); // the storage read and the links settle
    expect(screen.getByRole('status')).toHaveTextContent('Opening App Store…');

    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(redirect).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(redirect).toHaveBeenCalledWith(APP_STORE);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  test('sends an Android phone to Google Play', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=app', { platform: 'android' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Opening Google Play…');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(redirect).toHaveBeenCalledWith(PLAY_STORE);
  });

  test('links that arrive after the 2 seconds redirect on arrival', async () => {
    jest.useFakeTimers();
    const redirect = jest.fn((_url: string) => undefined);
    const scope = fork({
      handlers: [
        [redirectToAppStoreFx, redirect],
        [detectPlatformFx, () => 'android' as const],
        [
          fetchStoreLinksFx,
          () =>
            new Promise<StoreLinks>((done) =>
              setTimeout(() => {
                done(BOTH);
              }, 3000),
            ),
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/?from=app']}>
          <AppBanner />
        </MemoryRouter>
      </Provider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(redirect).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(redirect).toHaveBeenCalledWith(PLAY_STORE);
  });

  test('redirects nobody while the store has no listing, and offers no link to it', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=app', {
      platform: 'ios',
      links: { appStoreUrl: null, playStoreUrl: PLAY_STORE },
    });
    expect(await screen.findByRole('complementary', { name: 'Encore app' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('dismissing during the countdown cancels the redirect', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({
      advanceTimers: (ms) => {
        jest.advanceTimersByTime(ms);
      },
    });
    const { redirect } = renderBanner('/?from=app');

    await user.click(await screen.findByRole('button', { name: 'Dismiss app banner' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));

    expect(redirect).not.toHaveBeenCalled();
  });

  test('never redirects visitors who did not come from the app', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=newsletter');
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(redirect).not.toHaveBeenCalled();
  });
});
