/** @jest-environment node */
import {
  blocksSubmit,
  endsWithoutProof,
  frameStateOf,
  phaseAfter,
  submitVerdict,
  tokenAfter,
  type VerificationPhase,
  VERIFYING_MESSAGE,
} from './verification-phase';

describe('phaseAfter / tokenAfter', () => {
  test("the widget's reports become phases; only a non-empty proof is a token", () => {
    expect(phaseAfter({ kind: 'verified', token: 'proof' })).toBe('verified');
    expect(tokenAfter({ kind: 'verified', token: 'proof' })).toBe('proof');
    expect(phaseAfter({ kind: 'verified', token: '' })).toBe('failed');
    expect(tokenAfter({ kind: 'verified', token: '' })).toBeNull();
    expect(phaseAfter({ kind: 'load-failed' })).toBe('unavailable');
    expect(phaseAfter({ kind: 'verifying' })).toBe('verifying');
    expect(tokenAfter({ kind: 'verifying' })).toBeNull();
  });

  test('a failure, an unsupported browser or a widget that did not load ends a wait', () => {
    expect(endsWithoutProof({ kind: 'failed' })).toBe(true);
    expect(endsWithoutProof({ kind: 'unsupported' })).toBe(true);
    expect(endsWithoutProof({ kind: 'load-failed' })).toBe(true);
    expect(endsWithoutProof({ kind: 'ready' })).toBe(false);
    expect(endsWithoutProof({ kind: 'verifying' })).toBe(false);
  });
});

describe('submitVerdict (issue 23 §4)', () => {
  test('a token sends at once', () => {
    expect(submitVerdict('verified', 'proof')).toEqual({ kind: 'send', token: 'proof' });
  });

  test.each<[VerificationPhase, boolean]>([
    ['loading', false],
    ['verifying', false],
    ['ready', true],
    ['failed', true],
  ])('%s: the press waits for the proof (start the widget afresh: %s)', (phase, restart) => {
    expect(submitVerdict(phase, null)).toEqual({ kind: 'wait', restart });
  });

  test.each<VerificationPhase>(['unsupported', 'unavailable'])(
    '%s: no proof can be had, so the form cannot be sent',
    (phase) => {
      expect(submitVerdict(phase, null)).toEqual({ kind: 'refuse' });
      expect(blocksSubmit(phase)).toBe(true);
    },
  );

  test('only those two phases disable the button', () => {
    const open: VerificationPhase[] = ['loading', 'ready', 'verifying', 'verified', 'failed'];
    expect(open.filter(blocksSubmit)).toEqual([]);
  });

  test('the wait says "Verifying you\'re human…"', () => {
    expect(VERIFYING_MESSAGE).toBe("Verifying you're human…");
  });
});

describe('frameStateOf', () => {
  test("our words while loading or unable to show; otherwise the widget's own", () => {
    expect(frameStateOf('loading')).toBe('loading');
    expect(frameStateOf('unsupported')).toBe('unsupported');
    expect(frameStateOf('unavailable')).toBe('failed');
    for (const phase of ['ready', 'verifying', 'verified', 'failed'] as const) {
      expect(frameStateOf(phase)).toBe('shown');
    }
  });
});
