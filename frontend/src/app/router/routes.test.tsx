import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { $sessionStatus, type SessionStatus } from '@/entities/session';
import { AppProviders } from '../entrypoint/app-providers';
import { routes } from './routes';

function renderApp(path: string, status: SessionStatus) {
  const scope = fork({ values: [[$sessionStatus, status]] });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  test('home renders the hero inside the app chrome', async () => {
    renderApp('/', 'anonymous');
    expect(
      await screen.findByRole('heading', { level: 1, name: /music that pays/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encore home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
  });

  test('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page', 'anonymous');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  test('a protected page shows a spinner while the session loads', async () => {
    const router = renderApp('/search', 'loading');
    // The router's own fallback may show first while the page chunk loads.
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Search' })).toBeNull();
    expect(router.state.location.pathname).toBe('/search');
  });

  test('a protected page sends visitors to /login, replacing the history entry', async () => {
    const router = renderApp('/search?q=redline', 'anonymous');
    expect(await screen.findByRole('heading', { name: 'Log in to Encore' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // …remembering the page, so the login comes back to it.
    expect(router.state.location.search).toBe('?next=%2Fsearch%3Fq%3Dredline');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test.each([
    '/album/3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d',
    '/album/night-ferry',
    '/artist/lena/album/night-ferry',
  ])('%s reaches the album page for a signed-in user', async (path) => {
    renderApp(path, 'authenticated');
    // No server here: the album page's call fails, so it shows its own error view.
    expect(await screen.findByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  test('/artist/dashboard is the artist landing, not an artist called "dashboard"', async () => {
    renderApp('/artist/dashboard', 'authenticated');
    expect(await screen.findByRole('heading', { name: 'Artist dashboard' })).toBeInTheDocument();
  });

  test('/artist/studio is the studio, not an artist called "studio"', async () => {
    renderApp('/artist/studio', 'authenticated');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
  });

  test('/artist/studio/releases/new is the new-release page', async () => {
    renderApp('/artist/studio/releases/new', 'authenticated');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New release' }),
    ).toBeInTheDocument();
  });

  test('/artist/studio/releases/{id}/listen is the release’s listener preview', async () => {
    renderApp(
      '/artist/studio/releases/0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f/listen',
      'authenticated',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'See as a listener' }),
    ).toBeInTheDocument();
  });

  test('/artist/studio/profile is the profile editor', async () => {
    renderApp('/artist/studio/profile', 'authenticated');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  test('every navigation scrolls smoothly back to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    renderApp('/', 'anonymous');
    await screen.findByRole('heading', { level: 1, name: /music that pays/i });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));

    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});
