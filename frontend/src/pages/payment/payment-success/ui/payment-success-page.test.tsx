import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import {
  $sessionStatus,
  $sessionToken,
  $sessionUser,
  type SessionStatus,
} from '@/entities/session';
import type { PaymentConfirmation } from '../api/confirm-payment';
import { confirmPaymentFx, waitBeforeCheckFx } from '../model/payment-success';
import { confirmationFixture, SESSION_ID } from '../testing/confirmation-fixtures';
import { PaymentSuccessPage } from './payment-success-page';

function renderSuccessPage(
  entry: string,
  confirm: () => Promise<PaymentConfirmation>,
  session: SessionStatus = 'authenticated',
) {
  const signedIn = session === 'authenticated';
  const scope = fork({
    values: [
      [$sessionStatus, session],
      [$sessionToken, signedIn ? 'token-maya' : null],
      [
        $sessionUser,
        signedIn
          ? { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null }
          : null,
      ],
    ],
    handlers: [
      [confirmPaymentFx, confirm],
      [waitBeforeCheckFx, (sessionId: string) => Promise.resolve(sessionId)],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[entry]}>
        <PaymentSuccessPage />
      </MemoryRouter>
    </Provider>,
  );
}

const expectWaysOn = () => {
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
};

describe('payment success page', () => {
  test('a paid session: "Payment successful", the session id, the email and the album', async () => {
    renderSuccessPage(`/payment-success?session_id=${SESSION_ID}`, () =>
      Promise.resolve(confirmationFixture('paid')),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeVisible();
    expect(screen.getByText(SESSION_ID)).toBeVisible();
    expect(screen.getByText('maya@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Night Drive Tapes' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor/album/night-drive-tapes',
    );
    expectWaysOn();
  });

  test('a failed payment says no charge was made', async () => {
    renderSuccessPage(`/payment-success?session_id=${SESSION_ID}`, () =>
      Promise.resolve(confirmationFixture('failed', { customer_email: null })),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeVisible();
    expect(screen.getByText('No charge was made.')).toBeVisible();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
  });

  test('without session_id: a clear message and the two ways on', () => {
    renderSuccessPage('/payment-success', () => Promise.resolve(confirmationFixture('paid')));

    expect(screen.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible();
    expect(screen.getByText('No checkout session was given')).toBeVisible();
    expectWaysOn();
  });

  test('a visitor sees the session id and a hint to log in', () => {
    renderSuccessPage(
      `/payment-success?session_id=${SESSION_ID}`,
      () => Promise.resolve(confirmationFixture('paid')),
      'anonymous',
    );

    expect(screen.getByText(SESSION_ID)).toBeVisible();
    expect(screen.getByText('Log in to see your purchase')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expectWaysOn();
  });
});
