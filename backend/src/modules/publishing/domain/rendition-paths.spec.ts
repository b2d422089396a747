import {
  newStamp,
  recutPreviewFiles,
  renditionFiles,
  stampTime,
  sweepable,
} from './rendition-paths.js';

const TRACK = '3f1c2a9e-0000-4000-8000-000000000001';
const at = (ms: number, random = 'a1b2c3') => newStamp(ms, random);

test('a stamp sorts by time and tells its time back', () => {
  const early = at(1_764_000_000_000);
  const late = at(1_764_000_000_001, '000000');
  expect(early < late).toBe(true);
  expect(stampTime(early)).toBe(1_764_000_000_000);
  expect(stampTime('stream.mp3')).toBeNull();
});

test('a version folder holds the whole set; a FLAC only for a lossless master', () => {
  const files = renditionFiles(TRACK, 'v1', true);
  expect(files).toEqual({
    streamAac: `audio/${TRACK}/v1/stream.m4a`,
    streamMp3: `audio/${TRACK}/v1/stream.mp3`,
    previewAac: `audio/${TRACK}/v1/preview.m4a`,
    previewMp3: `audio/${TRACK}/v1/preview.mp3`,
    flac: `audio/${TRACK}/v1/master.flac`,
    peaks: `audio/${TRACK}/v1/peaks.json`,
  });
  expect(renditionFiles(TRACK, 'v1', false).flac).toBeNull();
});

describe('sweepable', () => {
  const old = at(1000);
  const current = at(2000);
  const newer = at(3000);
  const set = (version: string) => Object.values(renditionFiles(TRACK, version, true)) as string[];

  test('takes old versions and a killed job’s half-written set, never what rows point at', () => {
    const killed = at(1500, 'ffffff');
    const stored = [
      ...set(old),
      ...set(current),
      `audio/${TRACK}/${killed}/stream.m4a`,
      `audio/${TRACK}/${killed}/stream.mp3.5d1e.tmp`,
    ];
    const swept = sweepable(TRACK, stored, new Set(set(current)), current);
    expect(swept.sort()).toEqual(
      [
        ...set(old),
        `audio/${TRACK}/${killed}/stream.m4a`,
        `audio/${TRACK}/${killed}/stream.mp3.5d1e.tmp`,
      ].sort(),
    );
  });

  test('leaves what a newer job is writing', () => {
    const stored = [...set(current), `audio/${TRACK}/${newer}/stream.m4a`];
    expect(sweepable(TRACK, stored, new Set(set(current)), current)).toEqual([]);
  });

  test('takes replaced previews by their own stamps, inside the current version', () => {
    const replaced = recutPreviewFiles(TRACK, current, at(2500));
    const cut = recutPreviewFiles(TRACK, current, at(2600));
    const inFlight = recutPreviewFiles(TRACK, current, at(2700));
    const referenced = new Set([
      ...set(current).filter((p) => !p.includes('/preview.')),
      cut.previewAac,
      cut.previewMp3,
    ]);
    const stored = [
      ...set(current),
      ...Object.values(replaced),
      ...Object.values(cut),
      ...Object.values(inFlight),
    ];
    expect(sweepable(TRACK, stored, referenced, at(2600)).sort()).toEqual(
      [
        `audio/${TRACK}/${current}/preview.m4a`,
        `audio/${TRACK}/${current}/preview.mp3`,
        ...Object.values(replaced),
      ].sort(),
    );
  });
});
