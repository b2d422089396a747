import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/shared/api';
import type { WidgetReport } from '@/features/waitlist-signup';
import { installFakeFetch } from '@/shared/lib/testing';
import { fanForm } from '../model/fan-form';
import { FanWaitlistPage } from './fan-waitlist-page';

type Send = (body: Record<string, unknown>) => Promise<unknown>;

type Widget = 'verified' | 'solving' | 'unsupported';

/**
 * The page with its verification widget `verified` (the token the model would get from it),
 * still `solving`, or `unsupported` (ALTCHA in a browser without workers: jsdom). Unless
 * unsupported, the widget's configuration never arrives and these tests speak for the widget.
 */
async function renderFanPage(send: Send, widget: Widget = 'verified') {
  installFakeFetch(
    widget === 'unsupported'
      ? () =>
          new Response(JSON.stringify({ provider: 'altcha', challengeUrl: '/challenge' }), {
            headers: { 'content-type': 'application/json' },
          })
      : () => new Promise<Response>(() => undefined),
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
  const report = (params: WidgetReport) =>
    act(() => allSettled(fanForm.verification.widgetReported, { scope, params }));
  if (widget !== 'unsupported') await report({ kind: 'ready' });
  if (widget === 'verified') await report({ kind: 'verified', token: 'token-1' });
  return { sends, report, scope, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Your name' }));
  await user.paste('Grace');
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.paste(' grace@example.com ');
}

describe('/fan-waitlist', () => {
  test('"Join our Fan Waitlist": subscribed by default, the Privacy Policy in the footer', async () => {
    await renderFanPage(() => Promise.resolve(), 'unsupported');
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
    // Where it truly cannot be sent, the button is really disabled.
    expect(screen.getByRole('button', { name: 'Join the Fan Waitlist' })).toBeDisabled();
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

  test('pressed before the widget was touched: it starts, and the form is sent once verified', async () => {
    const { user, sends, report, scope } = await renderFanPage(() => Promise.resolve(), 'solving');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Fan Waitlist' }));

    expect(sends).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Verifying you're human…" })).toBeDisabled();
    // The press asked the idle widget to start.
    expect(scope.getState(fanForm.verification.$restarts)).toBe(1);

    await report({ kind: 'verifying' });
    await report({ kind: 'verified', token: 'token-2' });
    expect(sends).toHaveBeenCalledTimes(1);
    expect(sends).toHaveBeenCalledWith(expect.objectContaining({ cfTurnstileToken: 'token-2' }));
    expect(
      await screen.findByText("You're on the list! We'll notify you when the product launches."),
    ).toBeVisible();
  });

  test('the widget failing while the press waits: nothing is sent, and the spec text shows', async () => {
    const { user, sends, report } = await renderFanPage(() => Promise.resolve(), 'solving');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Fan Waitlist' }));

    await report({ kind: 'failed' });

    expect(sends).not.toHaveBeenCalled();
    expect(await screen.findByText('Please complete the human verification step.')).toBeVisible();
    // A press tries again.
    expect(screen.getByRole('button', { name: 'Join the Fan Waitlist' })).toBeEnabled();
  });
});
