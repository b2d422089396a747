/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import type { VerificationPhase, WidgetReport } from '../lib/verification-phase';
import { createHumanVerification } from './human-verification';

interface Answers {
  name: string;
}

const verification = createHumanVerification<Answers>();
const ADA: Answers = { name: 'Ada' };

/** What the widget says to bring its model into `phase`. */
const REPORT_FOR: Record<Exclude<VerificationPhase, 'loading'>, WidgetReport> = {
  ready: { kind: 'ready' },
  verifying: { kind: 'verifying' },
  verified: { kind: 'verified', token: 'proof-1' },
  failed: { kind: 'failed' },
  unsupported: { kind: 'unsupported' },
  unavailable: { kind: 'load-failed' },
};

/** A scope with the widget in `phase`, recording what passes and what is refused. */
async function scopeIn(phase: VerificationPhase) {
  const scope = fork();
  if (phase !== 'loading') {
    await allSettled(verification.widgetReported, { scope, params: REPORT_FOR[phase] });
  }
  const passed = jest.fn<(pass: { payload: Answers; token: string }) => void>();
  const refused = jest.fn<(payload: Answers) => void>();
  createWatch({ unit: verification.passed, fn: passed, scope });
  createWatch({ unit: verification.refused, fn: refused, scope });
  return { scope, passed, refused };
}

const report = (scope: Scope, params: WidgetReport) =>
  allSettled(verification.widgetReported, { scope, params });
const press = (scope: Scope, params: Answers = ADA) =>
  allSettled(verification.submitRequested, { scope, params });

describe('human verification model (issue 23 §4)', () => {
  test('the widget solving by itself: loading → ready → verifying → verified, with its token', async () => {
    const { scope } = await scopeIn('loading');
    await report(scope, { kind: 'ready' });
    expect(scope.getState(verification.$phase)).toBe('ready');
    await report(scope, { kind: 'verifying' });
    expect(scope.getState(verification.$token)).toBeNull();
    await report(scope, { kind: 'verified', token: 'proof-1' });

    expect(scope.getState(verification.$phase)).toBe('verified');
    expect(scope.getState(verification.$token)).toBe('proof-1');
  });

  test('verified: a press passes at once with the token', async () => {
    const { scope, passed } = await scopeIn('verified');

    await press(scope);

    expect(passed).toHaveBeenCalledWith({ payload: ADA, token: 'proof-1' });
    expect(scope.getState(verification.$waiting)).toBe(false);
  });

  test('a press while it solves waits, then passes once, when the proof arrives', async () => {
    const { scope, passed } = await scopeIn('verifying');

    await press(scope);
    expect(passed).not.toHaveBeenCalled();
    expect(scope.getState(verification.$waiting)).toBe(true);
    // The widget is already solving: it is not started again.
    expect(scope.getState(verification.$restarts)).toBe(0);

    await report(scope, { kind: 'verified', token: 'proof-2' });
    expect(passed).toHaveBeenCalledTimes(1);
    expect(passed).toHaveBeenCalledWith({ payload: ADA, token: 'proof-2' });
    expect(scope.getState(verification.$waiting)).toBe(false);

    // A later renewal of the proof sends nothing by itself.
    await report(scope, { kind: 'verifying' });
    await report(scope, { kind: 'verified', token: 'proof-3' });
    expect(passed).toHaveBeenCalledTimes(1);
  });

  test('a second press while waiting replaces the answers that wait', async () => {
    const { scope, passed } = await scopeIn('verifying');
    await press(scope, { name: 'Ada' });
    await press(scope, { name: 'Ada Lovelace' });

    await report(scope, { kind: 'verified', token: 'proof' });

    expect(passed).toHaveBeenCalledTimes(1);
    expect(passed).toHaveBeenCalledWith({ payload: { name: 'Ada Lovelace' }, token: 'proof' });
  });

  test.each<VerificationPhase>(['ready', 'failed'])(
    'a press finds the widget %s: it is started afresh and the press waits',
    async (phase) => {
      const { scope, passed } = await scopeIn(phase);

      await press(scope);

      expect(scope.getState(verification.$restarts)).toBe(1);
      expect(scope.getState(verification.$phase)).toBe('verifying');
      expect(scope.getState(verification.$waiting)).toBe(true);
      await report(scope, { kind: 'verified', token: 'proof' });
      expect(passed).toHaveBeenCalledWith({ payload: ADA, token: 'proof' });
    },
  );

  test('a press before the widget has loaded waits for it (no restart: it starts on arrival)', async () => {
    const { scope, passed } = await scopeIn('loading');

    await press(scope);
    expect(scope.getState(verification.$restarts)).toBe(0);
    expect(scope.getState(verification.$waiting)).toBe(true);

    await report(scope, { kind: 'ready' });
    await report(scope, { kind: 'verifying' });
    await report(scope, { kind: 'verified', token: 'proof' });
    expect(passed).toHaveBeenCalledWith({ payload: ADA, token: 'proof' });
  });

  test.each<WidgetReport>([{ kind: 'failed' }, { kind: 'unsupported' }, { kind: 'load-failed' }])(
    'the widget ending in $kind while a press waits refuses it, and nothing passes',
    async (ending) => {
      const { scope, passed, refused } = await scopeIn('verifying');
      await press(scope);

      await report(scope, ending);

      expect(refused).toHaveBeenCalledWith(ADA);
      expect(scope.getState(verification.$waiting)).toBe(false);
      await report(scope, { kind: 'verified', token: 'late-proof' });
      expect(passed).not.toHaveBeenCalled();
    },
  );

  test.each<VerificationPhase>(['unsupported', 'unavailable'])(
    '%s: the form is blocked and a press is refused at once',
    async (phase) => {
      const { scope, refused } = await scopeIn(phase);
      expect(scope.getState(verification.$blocked)).toBe(true);

      await press(scope);

      expect(refused).toHaveBeenCalledWith(ADA);
      expect(scope.getState(verification.$waiting)).toBe(false);
    },
  );

  test('nothing else blocks the form', async () => {
    for (const phase of ['loading', 'ready', 'verifying', 'verified', 'failed'] as const) {
      const { scope } = await scopeIn(phase);
      expect(scope.getState(verification.$blocked)).toBe(false);
    }
  });

  test('a spent token is forgotten and the widget solves afresh at once', async () => {
    const { scope, passed } = await scopeIn('verified');

    await allSettled(verification.tokenSpent, { scope });

    expect(scope.getState(verification.$token)).toBeNull();
    expect(scope.getState(verification.$phase)).toBe('verifying');
    expect(scope.getState(verification.$restarts)).toBe(1);
    // The next press waits for the fresh proof instead of reusing the spent one.
    await press(scope);
    expect(passed).not.toHaveBeenCalled();
    await report(scope, { kind: 'verified', token: 'proof-2' });
    expect(passed).toHaveBeenCalledWith({ payload: ADA, token: 'proof-2' });
  });

  test('withdrawn or closed, a waiting press is never sent', async () => {
    const { scope, passed } = await scopeIn('verifying');
    await press(scope);
    await allSettled(verification.submitCancelled, { scope });
    await report(scope, { kind: 'verified', token: 'proof' });
    expect(passed).not.toHaveBeenCalled();

    await allSettled(verification.closed, { scope });
    expect(scope.getState(verification.$token)).toBeNull();
    expect(scope.getState(verification.$phase)).toBe('loading');
    await press(scope);
    await allSettled(verification.closed, { scope });
    await report(scope, { kind: 'verified', token: 'proof-2' });
    expect(passed).not.toHaveBeenCalled();
  });

  test('expiry (a proof that is not renewed) clears the token', async () => {
    const { scope } = await scopeIn('verified');
    await report(scope, { kind: 'failed' });
    expect(scope.getState(verification.$token)).toBeNull();
    expect(scope.getState(verification.$phase)).toBe('failed');
  });
});
