import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/shared/api';
import { installFakeFetch } from '@/shared/lib/testing';
import { fanForm } from '../model/fan-form';
import { FanWaitlistPage } from './fan-waitlist-page';

type Send = (body: Record<string, unknown>) => Promise<unknown>;

async function renderFanPage(send: Send, token: string | null = 'token-1') {
  // Altcha in a browser without workers (jsdom): the widget says it is not supported.
  installFakeFetch(
    () =>
      new Response(JSON.stringify({ provider: 'altcha', challengeUrl: '/challenge' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const sends = jest.fn(send);
  const scope = fork({ handlers: [[fanForm.sendFx, sends]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/fan-waitlist']}>
        <FanWaitlistPage />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(fanForm.tokenChanged, { scope, params: token }));
  return { sends, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Your name' }));
  await user.paste('Grace');
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.paste(' grace@example.com ');
}

describe('/fan-waitlist', () => {
  test('"Join our Fan Waitlist": subscribed by default, the Privacy Policy in the footer', async () => {
    await renderFanPage(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Join our Fan Waitlist', level: 1 })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Send me news about Encore and the artists I follow' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    for (const picker of ['Where do you listen now?', 'Country', 'How did you hear about us?']) {
      expect(screen.getByRole('combobox', { name: picker })).toBeInTheDocument();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification challenge not supported by your browser.',
    );
  });

  test('sends the answers with the token and thanks the fan', async () => {
    const { user, sends } = await renderFanPage(() => Promise.resolve());
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Fan Waitlist' }));

    expect(sends).toHaveBeenCalledWith({
      name: 'Grace',
      email: 'grace@example.com',
      is_subscribed: true,
      cfTurnstileToken: 'token-1',
    });
    expect(
      await screen.findByText("You're on the list! We'll notify you when the product launches."),
    ).toBeVisible();
  });

  test('a failed call keeps the form, with the spec fallback text', async () => {
    const { user } = await renderFanPage(() =>
      Promise.reject(new ApiError(502, 'Bad Gateway', null, null, [], false)),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Fan Waitlist' }));

    expect(await screen.findByText('Submission failed')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Grace');
    expect(screen.getByRole('button', { name: 'Join the Fan Waitlist' })).toBeEnabled();
  });

  test('no token: nothing is sent, and the spec text shows', async () => {
    const { user, sends } = await renderFanPage(() => Promise.resolve(), null);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Fan Waitlist' }));

    expect(sends).not.toHaveBeenCalled();
    expect(await screen.findByText('Please complete the human verification step.')).toBeVisible();
  });
});
