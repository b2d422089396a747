import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { $loginPromptOpen, playRequested } from '../model/play-requested';
import { track } from '../testing/test-kit';
import { LoginPromptDialog } from './login-prompt-dialog';

async function renderAfterVisitorPlays(at = '/') {
  const scope = fork();
  await allSettled(playRequested, { scope, params: { tracks: [track('full')], startIndex: 0 } });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={<LoginPromptDialog />} />
          <Route path="/search" element={<LoginPromptDialog />} />
          <Route path="/login" element={<h1>Log in to Encore</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

describe('LoginPromptDialog', () => {
  test('is closed until a visitor tries to play a full track', () => {
    render(
      <Provider value={fork()}>
        <MemoryRouter>
          <LoginPromptDialog />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('says why, in the product’s name, and offers the login page', async () => {
    await renderAfterVisitorPlays();
    const dialog = screen.getByRole('dialog', { name: 'Login to Encore' });
    expect(dialog).toHaveAccessibleDescription('You must be logged in to play full tracks.');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
  });

  test('from another page, the login remembers it so the visitor comes back', async () => {
    await renderAfterVisitorPlays('/search?q=rift%20engine#tracks');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsearch%3Fq%3Drift%2520engine%23tracks',
    );
  });

  test('Go to Login goes to /login and closes the dialog', async () => {
    const scope = await renderAfterVisitorPlays();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByRole('heading', { name: 'Log in to Encore' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });

  test('the close control dismisses it', async () => {
    const scope = await renderAfterVisitorPlays();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });
});
