import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { toApiError } from '@/shared/api';
import type { AdminMe } from '../api/admin-access-api';
import type { SecondFactorStatus } from '../api/second-factor-api';
import { checkAdminAccessFx } from '../model/admin-gate';
import { confirmEnrolmentFx, startEnrolmentFx } from '../model/enrolment';
import { verifyCodeFx } from '../model/verification';
import {
  ENROLMENT_CONFIRMATION,
  ENROLMENT_START,
  RECOVERY_CODES,
  statusFixture,
} from '../testing/second-factor-fixtures';
import { AdminSecondFactorGate } from './admin-second-factor-gate';

const ME: AdminMe = {
  id: 'u-admin',
  email: 'admin@encore.test',
  display_name: 'Encore Admin',
  role: 'admin',
  second_factor: 'passed',
};

const refusal = (status: number, code: string, message = code) =>
  toApiError(status, 'Refused', { statusCode: status, code, message, error: message });

/**
 * The server's admin door: refuses with `code` until a code passes it. While `door.held` is set,
 * its answers wait for that promise.
 */
function renderGate(
  initially: string | null,
  verify?: (code: string) => Promise<unknown>,
  door: { held?: Promise<void> } = {},
) {
  const server = { refusal: initially };
  const scope = fork({
    handlers: [
      [
        checkAdminAccessFx,
        async (): Promise<AdminMe> => {
          await door.held;
          if (server.refusal === null) return ME;
          throw refusal(server.refusal === 'ADMIN.NOT_ADMIN' ? 403 : 401, server.refusal);
        },
      ],
      [startEnrolmentFx, () => Promise.resolve(ENROLMENT_START)],
      [
        confirmEnrolmentFx,
        () => {
          server.refusal = null;
          return Promise.resolve(ENROLMENT_CONFIRMATION);
        },
      ],
      [
        verifyCodeFx,
        async (code: string): Promise<SecondFactorStatus> => {
          await verify?.(code);
          server.refusal = null;
          return statusFixture();
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminSecondFactorGate>
          <h1>Admin overview</h1>
        </AdminSecondFactorGate>
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

describe('AdminSecondFactorGate', () => {
  test('an admin with a passed session goes straight in', async () => {
    renderGate(null);
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeVisible();
  });

  test('an admin without an app scans the QR code, keeps the codes, then goes in', async () => {
    const { user } = renderGate('ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', ENROLMENT_START.qr_code);
    expect(screen.getByLabelText('Setup key')).toHaveTextContent(ENROLMENT_START.secret);

    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    const download = screen.getByRole('link', { name: 'Download as a file' });
    expect(download).toHaveAttribute('download', 'encore-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(RECOVERY_CODES[0]);
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(proceed);

    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeVisible();
  });

  test('an enrolled admin enters a code; a wrong one is explained', async () => {
    let accept = false;
    const { user } = renderGate('ADMIN.SECOND_FACTOR_REQUIRED', () =>
      accept
        ? Promise.resolve()
        : Promise.reject(
            refusal(
              400,
              'SECOND_FACTOR.CODE_WRONG',
              'That code is not right. Enter the current code from your authenticator app.',
            ),
          ),
    );
    const field = await screen.findByRole('textbox', { name: /Code from your authenticator app/ });

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That code is not right/);

    accept = true;
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeVisible();
  });

  test('a code that passed is not offered to be sent again while the door asks the server', async () => {
    const verify = jest.fn(() => Promise.resolve());
    const door: { held?: Promise<void> } = {};
    let answer: () => void = () => undefined;
    const { user } = renderGate('ADMIN.SECOND_FACTOR_REQUIRED', verify, door);
    const field = await screen.findByRole('textbox', { name: /Code from your authenticator app/ });
    // From here on the door takes its time to answer.
    door.held = new Promise<void>((resolve) => {
      answer = resolve;
    });

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Checking admin access…');
    expect(screen.queryByRole('textbox', { name: /Code from your authenticator app/ })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeVisible();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  test('too many attempts say how long to wait', async () => {
    const { user } = renderGate('ADMIN.SECOND_FACTOR_REQUIRED', () =>
      Promise.reject(
        refusal(
          429,
          'SECOND_FACTOR.CODES_THROTTLED',
          'Too many attempts. Try again in 14 minutes.',
        ),
      ),
    );
    await user.type(
      await screen.findByRole('textbox', { name: /Code from your authenticator app/ }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 14 minutes.',
    );
  });

  test('someone the server does not take for an admin is refused', async () => {
    renderGate('ADMIN.NOT_ADMIN');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });
});
