import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { installFakeFetch } from '@/shared/lib/testing';
import { AdminSecondFactorPage } from './admin-second-factor-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  render(
    <Provider value={fork()}>
      <MemoryRouter>
        <AdminSecondFactorPage />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

describe('admin Security page', () => {
  test('shows the app on with the codes left, and turns it off with a code', async () => {
    const fetch = installFakeFetch((request) =>
      request.method === 'GET'
        ? json(200, { enrolled: true, second_factor: 'passed', recovery_codes_left: 2 })
        : json(200, { enrolled: false, second_factor: 'not_passed', recovery_codes_left: 0 }),
    );
    const user = renderPage();

    expect(await screen.findByText('2 of 10')).toBeVisible();
    expect(screen.getByText(/Only 2 recovery codes are left/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn off…' }));
    expect(screen.getByText(/ends your admin access in every session/)).toBeVisible();

    await user.type(
      screen.getByRole('textbox', { name: /Code from your authenticator app/ }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    // Off now: the page offers to set an app up again (and the admin area asks again).
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
    const disable = fetch.requests.find((r) => r.url.endsWith('/api/auth/second-factor/disable'));
    expect(await disable?.json()).toEqual({ code: '123456' });
    expect(fetch.requests.at(-1)?.url).toMatch(/\/api\/admin\/me$/);
  });

  test('a status that fails to load can be retried', async () => {
    let fail = true;
    installFakeFetch(() =>
      fail
        ? json(500, { statusCode: 500, code: 'PLATFORM.INTERNAL', message: 'Something broke.' })
        : json(200, { enrolled: true, second_factor: 'passed', recovery_codes_left: 10 }),
    );
    const user = renderPage();

    expect(
      await screen.findByText('We could not load your two-step sign-in settings.'),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('10 of 10')).toBeVisible();
  });
});
