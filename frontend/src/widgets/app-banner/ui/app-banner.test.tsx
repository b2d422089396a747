import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { APP_BANNER_DISMISSED_KEY, APP_STORE_URL } from '@/shared/config';
import { redirectToAppStoreFx } from '../model/app-banner';
import { AppBanner } from './app-banner';

function renderBanner(url: string) {
  const redirect = jest.fn((_url: string) => undefined);
  const scope = fork({ handlers: [[redirectToAppStoreFx, redirect]] });
  const view = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <AppBanner />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, redirect };
}

const banner = () => screen.queryByRole('complementary', { name: 'Encore app' });

describe('AppBanner', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('is shown when the query contains from=app', async () => {
    renderBanner('/?from=app');
    expect(await screen.findByRole('complementary', { name: 'Encore app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get the app' })).toBeInTheDocument();
  });

  test('is not shown to visitors who did not come from the app', async () => {
    renderBanner('/?from=newsletter');
    await act(() => Promise.resolve()); // lets the sessionStorage read settle
    expect(banner()).toBeNull();
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

  test('sends the visitor to the app store 2 seconds after the banner shows', async () => {
    jest.useFakeTimers();
    const { redirect } = renderBanner('/?from=app');

    expect(await screen.findByRole('status')).toHaveTextContent('Opening the App Store…');

    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(redirect).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(redirect).toHaveBeenCalledWith(APP_STORE_URL);
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

  test('"Get the app" goes to the app store at once', async () => {
    const user = userEvent.setup();
    const { redirect } = renderBanner('/?from=app');
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    expect(redirect).toHaveBeenCalledWith(APP_STORE_URL);
  });
});
