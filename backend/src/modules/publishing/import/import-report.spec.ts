import {
  exitCodeOf,
  type ImportReport,
  planLines,
  progressLine,
  type ReleaseOutcome,
  summaryLines,
} from './import-report.js';

const release = (overrides: Partial<ReleaseOutcome> = {}): ReleaseOutcome => ({
  artist: 'Ada',
  title: 'Night Drive',
  releaseType: 'ep',
  artistIs: 'new',
  releaseIs: 'new',
  tracks: [
    {
      path: 'Ada/Night Drive/01 a.wav',
      bytes: 1,
      sha256: 'x',
      position: 1,
      title: 'A',
      isrc: undefined,
    },
  ],
  state: 'draft',
  ready: 4,
  total: 4,
  missing: [],
  notes: [],
  ...overrides,
});

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: false,
  publish: false,
  releases: [release()],
  imported: ['a', 'b', 'c', 'd'],
  skipped: [{ path: 'e', reason: 'Already in Encore.' }],
  failed: [],
  ignored: ['notes.txt'],
  unfinished: [],
  ...overrides,
});

describe('progressLine', () => {
  test('a bar, the counts and the percentage', () => {
    expect(progressLine({ ready: 3, failed: 1, total: 8, percent: 50 })).toBe(
      'Processing [############············] 3/8 ready, 1 failed · 50%',
    );
    expect(progressLine({ ready: 0, failed: 0, total: 2, percent: 0 })).toBe(
      'Processing [························] 0/2 ready · 0%',
    );
  });
});

describe('summaryLines', () => {
  test('counts first, each failure with its reason, then the releases', () => {
    const lines = summaryLines(
      report({ failed: [{ path: 'bad.wav', reason: 'This file is damaged.' }] }),
    );
    expect(lines[0]).toBe('Imported 4, skipped 1 as already there, failed 1.');
    expect(lines).toContain('  bad.wav — This file is damaged.');
    expect(lines).toContain(
      '  Ada (new artist) — Night Drive (EP, new): draft, 4 of 4 tracks ready',
    );
    expect(lines).toContain('Ignored 1 file that is not audio.');
    expect(lines.at(-1)).toContain('--publish');
  });

  test('what kept a release from being published', () => {
    const lines = summaryLines(
      report({
        publish: true,
        releases: [release({ missing: ['Choose at least one genre.'] })],
      }),
    );
    expect(lines).toContain('    Not published: Choose at least one genre.');
  });
});

describe('planLines', () => {
  test('the tracks each release would get, and what would be skipped', () => {
    const lines = planLines(report({ dryRun: true }));
    expect(lines[0]).toContain('nothing was written');
    expect(lines).toContain('  Ada (new artist) — Night Drive (EP, new draft)');
    expect(lines).toContain('      1. A — Ada/Night Drive/01 a.wav');
    expect(lines).toContain('Would import 1, skip 1 as already there, fail 0.');
  });
});

describe('exitCodeOf', () => {
  test('1 when anything failed or was left unfinished', () => {
    expect(exitCodeOf(report())).toBe(0);
    expect(exitCodeOf(report({ failed: [{ path: 'x', reason: 'y' }] }))).toBe(1);
    expect(exitCodeOf(report({ unfinished: ['x'] }))).toBe(1);
  });
});
