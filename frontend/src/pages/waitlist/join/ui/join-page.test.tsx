import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/shared/api';
import type { WidgetReport } from '@/features/waitlist-signup';
import { installFakeFetch } from '@/shared/lib/testing';
import { artistForm, fetchGenresFx } from '../model/join-form';
import { JoinPage } from './join-page';

type Send = (body: Record<string, unknown>) => Promise<unknown>;

type Widget = 'verified' | 'solving' | 'offline';

/**
 * The page with its verification widget `verified` (the token the model would get from it),
 * still `solving`, or unable to load (`offline`). The widget's configuration never arrives
 * unless offline, so these tests speak for the widget themselves.
 */
async function renderJoinPage(send: Send, widget: Widget = 'verified') {
  installFakeFetch(
    widget === 'offline' ? new TypeError('offline') : () => new Promise<Response>(() => undefined),
  );
  const sends = jest.fn(send);
  const scope = fork({
    handlers: [
      [fetchGenresFx, () => Promise.resolve(['indie folk', 'jazz'])],
      [artistForm.sendFx, sends],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/join']}>
        <JoinPage />
      </MemoryRouter>
    </Provider>,
  );
  const report = (params: WidgetReport) =>
    act(() => allSettled(artistForm.verification.widgetReported, { scope, params }));
  // Lets the genres arrive inside act().
  await act(() => Promise.resolve());
  if (widget !== 'offline') await report({ kind: 'verifying' });
  if (widget === 'verified') await report({ kind: 'verified', token: 'token-1' });
  return { sends, report, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Types an answer (pasted: the form is long, and typing key by key is slow under jsdom). */
async function answer(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await answer(user, 'Your name', ' Ada ');
  await answer(user, 'Email', 'ada@example.com');
  await answer(user, 'Artist name', 'The Engines');
}

// A long form under jsdom: rendering and clicking through it takes a few seconds.
jest.setTimeout(15_000);

describe('/join', () => {
  test('the pitch sits beside the Join the Waitlist form, with the rights summary in its footer', async () => {
    await renderJoinPage(() => Promise.resolve(), 'offline');
    for (const heading of ['The Problem', 'Music Should Pay Artists', 'Join the Movement']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/80% artist royalty on streaming/)).toBeInTheDocument();
    expect(screen.getByText(/16 or older/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Join the Waitlist' });
    expect(within(form).getByText(/By submitting this form, you agree to our/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Artist Rights Summary' })).toHaveAttribute(
      'href',
      '/artist-rights',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load verification challenge. Please refresh.',
    );
    // Where it truly cannot be sent, the button is really disabled.
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeDisabled();
  });

  test('conditional fields appear only while their box is ticked', async () => {
    const { user } = await renderJoinPage(() => Promise.resolve());
    expect(screen.queryByRole('textbox', { name: 'Record label name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Publisher name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collection agencies' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'I have a recording agreement' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have a publishing agreement' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm a member of a collection agency" }));

    expect(field('Record label name')).toBeVisible();
    expect(field('Publisher name')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Collection agencies' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'I have a recording agreement' }));
    expect(screen.queryByRole('textbox', { name: 'Record label name' })).toBeNull();
  });

  test('without the rights box nothing is sent and the box says why', async () => {
    const { user, sends } = await renderJoinPage(() => Promise.resolve());
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(sends).not.toHaveBeenCalled();
    const rights = screen.getByRole('checkbox', {
      name: 'I own the rights to the music I would release on Encore',
    });
    expect(rights).toBeInvalid();
    expect(rights).toHaveAccessibleDescription('You must confirm you own the rights to the music.');
  });

  test('pressed while the widget still solves: "Verifying you\'re human…", then sent by itself', async () => {
    const { user, sends, report } = await renderJoinPage(() => Promise.resolve(), 'solving');
    await fillRequired(user);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I own the rights to the music I would release on Encore',
      }),
    );
    const submit = screen.getByRole('button', { name: 'Join the Waitlist' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(sends).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Verifying you're human…" })).toBeDisabled();
    // Said to screen readers too: the button's new words are not announced by themselves.
    expect(
      screen.getByText("Verifying you're human…", { selector: '[role="status"]' }),
    ).toBeInTheDocument();

    await report({ kind: 'verified', token: 'token-2' });
    expect(sends).toHaveBeenCalledTimes(1);
    expect(sends).toHaveBeenCalledWith(expect.objectContaining({ cfTurnstileToken: 'token-2' }));
    expect(
      await screen.findByText("You're on the list! We'll be in touch soon."),
    ).toBeInTheDocument();
  });

  test('a verified, ticked form is sent trimmed and replaced by the thank-you text', async () => {
    const { user, sends } = await renderJoinPage(() => Promise.resolve());
    await fillRequired(user);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I own the rights to the music I would release on Encore',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(sends).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada',
        email: 'ada@example.com',
        artist_name: 'The Engines',
        owns_rights: true,
        cfTurnstileToken: 'token-1',
      }),
    );
    expect(
      await screen.findByText("You're on the list! We'll be in touch soon."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  test("a 400 naming a field marks it, and the form keeps the person's answers", async () => {
    const { user } = await renderJoinPage(() =>
      Promise.reject(
        new ApiError(400, 'Bad Request', 'email must be an email', 'VALIDATION', [
          { field: 'email', messages: ['email must be an email'] },
        ]),
      ),
    );
    await fillRequired(user);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I own the rights to the music I would release on Encore',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(field('Email')).toHaveAccessibleDescription('email must be an email');
    expect(field('Artist name')).toHaveValue('The Engines');
  });

  test('the honeypot is out of sight, out of the tab order and unnamed to assistive tech', async () => {
    await renderJoinPage(() => Promise.resolve());
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });
});
