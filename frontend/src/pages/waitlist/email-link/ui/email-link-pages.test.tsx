import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/shared/api';
import { confirmLink, unsubscribeLink } from '../model/email-link';
import { WaitlistConfirmPage } from './waitlist-confirm-page';
import { WaitlistUnsubscribePage } from './waitlist-unsubscribe-page';

const renderAt = (entry: string, page: React.ReactNode, scope: Scope) =>
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
    </Provider>,
  );

describe('mailed waitlist link pages', () => {
  test('/waitlist/confirm says the email is confirmed', async () => {
    const scope = fork({
      handlers: [[confirmLink.actionFx, () => Promise.resolve('Your email is confirmed.')]],
    });
    renderAt('/waitlist/confirm?token=abc', <WaitlistConfirmPage />, scope);

    expect(await screen.findByText('Your email is confirmed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('/waitlist/confirm shows the error of a used link', async () => {
    const scope = fork({
      handlers: [
        [
          confirmLink.actionFx,
          () => Promise.reject(new ApiError(410, 'Gone', 'This link has already been used.', 'X')),
        ],
      ],
    });
    renderAt('/waitlist/confirm?token=abc', <WaitlistConfirmPage />, scope);

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
  });

  test('/waitlist/unsubscribe asks first, then shows the result', async () => {
    const scope = fork({
      handlers: [[unsubscribeLink.actionFx, () => Promise.resolve('You are unsubscribed.')]],
    });
    renderAt('/waitlist/unsubscribe?token=abc', <WaitlistUnsubscribePage />, scope);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('You are unsubscribed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  test('a link without its token says so', () => {
    renderAt('/waitlist/unsubscribe', <WaitlistUnsubscribePage />, fork());
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
  });
});
