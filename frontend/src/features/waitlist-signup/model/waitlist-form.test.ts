/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
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

function scope(send: (body: Body) => Promise<unknown>, token: string | null = 'token-1') {
  const calls = jest.fn(send);
  return {
    scope: fork({ values: [[form.$token, token]], handlers: [[form.sendFx, calls]] }),
    calls,
  };
}

describe('waitlist form model', () => {
  test('editing → submitting → success, sending the built body with the token', async () => {
    let finish: () => void = () => undefined;
    const { scope: s, calls } = scope(
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

  test('without a token nothing is sent and the spec text shows; submit is disabled', async () => {
    const { scope: s, calls } = scope(() => Promise.resolve(), null);
    expect(s.getState(form.$view).canSubmit).toBe(false);

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    expect(calls).not.toHaveBeenCalled();
    expect(s.getState(form.$view)).toMatchObject({
      status: 'error',
      error: 'Please complete the human verification step.',
    });
  });

  test("the form's own rule refuses before sending and marks its field", async () => {
    const { scope: s, calls } = scope(() => Promise.resolve());

    await allSettled(form.formSubmitted, { scope: s, params: { ...DRAFT, ok: false } });

    expect(calls).not.toHaveBeenCalled();
    expect(s.getState(form.$view)).toMatchObject({
      status: 'error',
      error: 'Tick the box.',
      fieldError: { field: 'ok', message: 'Tick the box.' },
    });
  });

  test("a failed call keeps the form with the server's text and the field it names", async () => {
    const { scope: s } = scope(() =>
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
    expect(s.getState(form.$widgetResets)).toBe(0);
  });

  test('a verification error clears the token and resets the widget', async () => {
    const { scope: s } = scope(() =>
      Promise.reject(new ApiError(400, 'Bad Request', VERIFICATION_FAILED, 'VERIFICATION.X')),
    );

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });

    expect(s.getState(form.$token)).toBeNull();
    expect(s.getState(form.$widgetResets)).toBe(1);
    expect(s.getState(form.$view)).toMatchObject({ error: VERIFICATION_FAILED, canSubmit: false });
  });

  test('the widget reporting expiry or an error clears the token', async () => {
    const { scope: s } = scope(() => Promise.resolve());

    await allSettled(form.tokenChanged, { scope: s, params: null });
    expect(s.getState(form.$view).canSubmit).toBe(false);
    await allSettled(form.tokenChanged, { scope: s, params: 'token-2' });
    expect(s.getState(form.$view).canSubmit).toBe(true);
  });

  test('a retry after an error is sent again; closing the page starts afresh', async () => {
    const answers = [Promise.reject(new TypeError('offline')), Promise.resolve()];
    answers[0]?.catch(() => undefined);
    const { scope: s, calls } = scope(() => answers.shift() ?? Promise.resolve());

    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(s.getState(form.$view).error).toBe('Something went wrong.');
    await allSettled(form.formSubmitted, { scope: s, params: DRAFT });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(s.getState(form.$view).status).toBe('success');

    await allSettled(form.formClosed, { scope: s });
    expect(s.getState(form.$view)).toMatchObject({ status: 'editing', error: null });
  });
});
