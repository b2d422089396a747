import { studioTrackFixture } from '@/entities/release/index.testing';
import { planDroppedFiles } from './file-plan';

const file = (name: string, size = 1_000) => ({ name, size });

describe('planDroppedFiles', () => {
  test('new files get new slots, in the order of their names (numbers as numbers)', () => {
    const plan = planDroppedFiles(
      [file('10 Coda.wav'), file('2 Tide.wav'), file('1 Intro.wav')],
      [],
      new Set(),
    );
    expect(plan).toEqual([
      { file: file('1 Intro.wav'), slot: { kind: 'new' } },
      { file: file('2 Tide.wav'), slot: { kind: 'new' } },
      { file: file('10 Coda.wav'), slot: { kind: 'new' } },
    ]);
  });

  test('a file whose upload stopped goes back into its slot, to resume', () => {
    const stopped = studioTrackFixture({
      state: 'uploading',
      file_name: 'a.wav',
      file_size: 1_000,
    });
    const waiting = studioTrackFixture({
      position: 2,
      state: 'awaiting_upload',
      file_name: 'b.wav',
      file_size: 1_000,
    });
    const plan = planDroppedFiles([file('a.wav'), file('b.wav')], [stopped, waiting], new Set());
    expect(plan).toEqual([
      { file: file('a.wav'), slot: { kind: 'resume', trackId: stopped.id } },
      { file: file('b.wav'), slot: { kind: 'resume', trackId: waiting.id } },
    ]);
  });

  test('a file refused before it arrived may go back into its slot; a processed one may not', () => {
    const refused = studioTrackFixture({
      state: 'failed',
      retryable: false,
      file_name: 'a.wav',
      file_size: 1_000,
    });
    const processedAndFailed = studioTrackFixture({
      position: 2,
      state: 'failed',
      retryable: true,
      file_name: 'b.wav',
      file_size: 1_000,
    });
    const plan = planDroppedFiles(
      [file('a.wav'), file('b.wav')],
      [refused, processedAndFailed],
      new Set(),
    );
    expect(plan.map((item) => ('slot' in item ? item.slot : item.problem))).toEqual([
      { kind: 'resume', trackId: refused.id },
      { kind: 'new' },
    ]);
  });

  test('another size is another file, even under the same name', () => {
    const stopped = studioTrackFixture({
      state: 'uploading',
      file_name: 'a.wav',
      file_size: 1_000,
    });
    expect(planDroppedFiles([file('a.wav', 2_000)], [stopped], new Set())).toEqual([
      { file: file('a.wav', 2_000), slot: { kind: 'new' } },
    ]);
  });

  test('a file uploading now, a duplicate and an empty file are not sent, and say why', () => {
    const busy = studioTrackFixture({ state: 'uploading', file_name: 'a.wav', file_size: 1_000 });
    const plan = planDroppedFiles(
      [file('a.wav'), file('b.wav'), file('b.wav'), file('c.wav', 0)],
      [busy],
      new Set([busy.id]),
    );
    expect(plan).toEqual([
      { file: file('a.wav'), problem: '“a.wav” is already uploading.' },
      { file: file('b.wav'), slot: { kind: 'new' } },
      { file: file('b.wav'), problem: '“b.wav” was dropped twice; it is sent once.' },
      { file: file('c.wav', 0), problem: '“c.wav” is empty: there is nothing to upload.' },
    ]);
  });
});
