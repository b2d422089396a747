/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { VerificationPhase, WidgetReport } from '../lib/verification-phase';
import { createWaitlistForm } from './waitlist-form';

interface Draft {
  name: string;
  ok: boolean;
}
type Body = { name: string } & { cfTurnstileToken: string };

const form = createWaitlistForm<Draft, { name: string }>({
  check: (draft) => (draft.ok ? null : { field: 'ok', message: 'Tick the box.' }),
  build: (draft) => ({ name: draft.name.trim() }),
  send: () => Promise.resolve(),
});
const DRAFT: Draft = { name: ' Ada ', ok: true };
const VERIFICATION_FAILED = 'Verification challenge failed. Please try refreshing the page.';

/**
 * A scope whose widget has reported `phase` (with `token` when verified), sending with `send`.
 */
async function scope(
  send: (body: Body) => Promise<unknown>,
  token: string | null = 'token-1',
  phase: VerificationPhase = token === null ? 'verifying' : 'verified',
) {
  const calls = jest.fn(send);
  const s = fork({ handlers: [[form.sendFx, calls]] });
  const report: WidgetReport =
    phase === 'verified'
      ? { kind: 'verified', token: token ?? '' }
      : phase === 'unavailable'
        ? { kind: 'load-failed' }
        : { kind: phase };
  if (phase !== 'loading') {
    await allSettled(form.verification.widgetReported, { scope: s, params: report });
  }
  return { scope: s, calls };
}

describe('waitlist form model', () => {
  test('editing → submitting → success, sending the built body with the token', async () => {
    let finish: () => void = () => undefined;
    const { scope: s, calls } = await scope(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    expect(s.getState(form.$view)).toMatchObject({ status: 'editing', canSubmit: true });

    const settled = allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(s.getState(form.$view)).toMatchObject({ status: 'submitting', canSubmit: false });
    finish();
    await settled;

    expect(calls).toHaveBeenCalledWith({ name: 'Ada', cfTurnstileToken: 'token-1' });
    expect(s.getState(form.$view).status).toBe('success');
  });

  test('pressed while the widget solves: "verifying", then sent by itself once', async () => {
    const { scope: s, calls } = await scope(() => Promise.resolve(), null, 'verifying');
    expect(s.getState(form.$view).canSubmit).toBe(true);

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(calls).not.toHaveBeenCalled();
    expect(s.getState(form.$view)).toMatchObject({
      status: 'verifying',
      error: null,
      canSubmit: false,
    });

    await allSettled(form.verification.widgetReported, {
      scope: s,
      params: { kind: 'verified', token: 'token-2' },
    });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith({ name: 'Ada', cfTurnstileToken: 'token-2' });
    expect(s.getState(form.$view).status).toBe('success');
  });

  test('pressed before the widget was touched: it starts, and the form waits for it', async () => {
    const { scope: s, calls } = await scope(() => Promise.resolve(), null, 'ready');

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    expect(s.getState(form.verification.$restarts)).toBe(1);
    expect(s.getState(form.$view).status).toBe('verifying');
    await allSettled(form.verification.widgetReported, {
      scope: s,
      params: { kind: 'verified', token: 'token-3' },
    });
    expect(calls).toHaveBeenCalledWith({ name: 'Ada', cfTurnstileToken: 'token-3' });
  });

  test('the widget failing while the press waits: the spec text, nothing sent', async () => {
    const { scope: s, calls } = await scope(() => Promise.resolve(), null, 'verifying');
    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    await allSettled(form.verification.widgetReported, { scope: s, params: { kind: 'failed' } });

    expect(calls).not.toHaveBeenCalled();
    expect(s.getState(form.$view)).toMatchObject({
      status: 'error',
      error: 'Please complete the human verification step.',
      // A press tries the widget again.
      canSubmit: true,
    });
  });

  test.each<VerificationPhase>(['unsupported', 'unavailable'])(
    'widget %s: the button is disabled; a press (Enter) sends nothing and says why',
    async (phase) => {
      const { scope: s, calls } = await scope(() => Promise.resolve(), null, phase);
      expect(s.getState(form.$view)).toMatchObject({ status: 'editing', canSubmit: false });

      await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

      expect(calls).not.toHaveBeenCalled();
      expect(s.getState(form.$view)).toMatchObject({
        status: 'error',
        error: 'Please complete the human verification step.',
      });
    },
  );

  test("the form's own rule refuses before sending, marks its field, and withdraws a waiting press", async () => {
    const { scope: s, calls } = await scope(() => Promise.resolve(), null, 'verifying');
    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    await allSettled(form.formSubmitted, { scope: s, params: { ...DRAFT, ok: false } });
    expect(s.getState(form.$view)).toMatchObject({
      status: 'error',
      error: 'Tick the box.',
      fieldError: { field: 'ok', message: 'Tick the box.' },
    });
    await allSettled(form.verification.widgetReported, {
      scope: s,
      params: { kind: 'verified', token: 'token-4' },
    });
    expect(calls).not.toHaveBeenCalled();
  });

  test("a failed call keeps the form with the server's text and the field it names", async () => {
    const { scope: s } = await scope(() =>
      Promise.reject(
        new ApiError(400, 'Bad Request', 'email must be an email', 'VALIDATION', [
          { field: 'email', messages: ['email must be an email'] },
        ]),
      ),
    );

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    expect(s.getState(form.$view)).toMatchObject({
      status: 'error',
      error: 'email must be an email',
      fieldError: { field: 'email' },
      canSubmit: true,
    });
    expect(s.getState(form.verification.$restarts)).toBe(0);
    expect(s.getState(form.verification.$token)).toBe('token-1');
  });

  test('a verification error clears the token, solves afresh, and the retry waits for it', async () => {
    const answers = [
      Promise.reject(new ApiError(400, 'Bad Request', VERIFICATION_FAILED, 'VERIFICATION.X')),
      Promise.resolve(),
    ];
    answers[0]?.catch(() => undefined);
    const { scope: s, calls } = await scope(() => answers.shift() ?? Promise.resolve());

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    expect(s.getState(form.verification.$token)).toBeNull();
    expect(s.getState(form.verification.$restarts)).toBe(1);
    expect(s.getState(form.$view)).toMatchObject({ error: VERIFICATION_FAILED, canSubmit: true });

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(s.getState(form.$view).status).toBe('verifying');
    await allSettled(form.verification.widgetReported, {
      scope: s,
      params: { kind: 'verified', token: 'token-5' },
    });
    expect(calls).toHaveBeenLastCalledWith({ name: 'Ada', cfTurnstileToken: 'token-5' });
    expect(s.getState(form.$view).status).toBe('success');
  });

  test('a retry after an error is sent again; closing the page starts afresh', async () => {
    const answers = [Promise.reject(new TypeError('offline')), Promise.resolve()];
    answers[0]?.catch(() => undefined);
    const { scope: s, calls } = await scope(() => answers.shift() ?? Promise.resolve());

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(s.getState(form.$view).error).toBe('Something went wrong.');
    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(s.getState(form.$view).status).toBe('success');

    await allSettled(form.formClosed, { scope: s });
    expect(s.getState(form.$view)).toMatchObject({ status: 'editing', error: null });
    expect(s.getState(form.verification.$token)).toBeNull();
  });
});
