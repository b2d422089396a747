import {
  MAX_SAVES_A_MINUTE,
  POSITION_SAVE_EVERY_MS,
  SAVE_GAP_MS,
  type SaveMoment,
  type SaveReason,
  saveTiming,
  withSave,
} from './save-timing';

const NOW = 1_000_000;
const moment = (changes: Partial<SaveMoment> = {}): SaveMoment => ({
  reason: 'change',
  now: NOW,
  recentSaves: [],
  scheduled: false,
  playing: true,
  ...changes,
});

describe('when a change is saved', () => {
  test('at once when nothing was saved lately, or the last save is 3 s old', () => {
    expect(saveTiming(moment())).toBe('now');
    expect(saveTiming(moment({ recentSaves: [NOW - SAVE_GAP_MS] }))).toBe('now');
  });

  test('sooner, it waits for the rest of the gap: one save carries every change meanwhile', () => {
    expect(saveTiming(moment({ recentSaves: [NOW - 1000] }))).toBe(2000);
    expect(saveTiming(moment({ recentSaves: [NOW - 1000], scheduled: true }))).toBeNull();
  });
});

describe('the position while playing', () => {
  test('is saved every 15 s, only while playing and with no save waiting', () => {
    const last = [NOW - POSITION_SAVE_EVERY_MS];
    const position = (changes: Partial<SaveMoment>) =>
      saveTiming(moment({ reason: 'position', ...changes }));
    expect(position({ recentSaves: last })).toBe('now');
    expect(position({ recentSaves: [NOW - POSITION_SAVE_EVERY_MS + 1] })).toBeNull();
    expect(position({ recentSaves: last, playing: false })).toBeNull();
    expect(position({ recentSaves: last, scheduled: true })).toBeNull();
  });
});

describe('a page that goes away', () => {
  test('saves at once, even right after a save and with one waiting: the last change is kept', () => {
    expect(
      saveTiming(moment({ reason: 'hidden', recentSaves: [NOW - 300], scheduled: true })),
    ).toBe('now');
    expect(saveTiming(moment({ reason: 'hidden', playing: false }))).toBe('now');
  });
});

describe('the cap: 30 saves a minute, half what the server takes', () => {
  const full = Array.from({ length: MAX_SAVES_A_MINUTE }, (_, n) => NOW - 50_000 + n * 1000);

  test('at the cap nothing goes; a change waits until the oldest save has left the minute', () => {
    expect(saveTiming(moment({ reason: 'hidden', recentSaves: full }))).toBeNull();
    expect(saveTiming(moment({ reason: 'position', recentSaves: full }))).toBeNull();
    expect(saveTiming(moment({ recentSaves: full }))).toBe(10_000);
    expect(saveTiming(moment({ recentSaves: full, scheduled: true }))).toBeNull();
  });

  test('saves older than a minute do not count', () => {
    const old = full.map((at) => at - 60_000);
    expect(saveTiming(moment({ reason: 'hidden', recentSaves: old }))).toBe('now');
    expect(withSave(old, NOW)).toEqual([NOW]);
  });

  test('whatever is asked, every 100 ms for ten minutes, no minute holds more than 30 saves', () => {
    const reasons: SaveReason[] = ['change', 'hidden', 'position', 'change', 'hidden'];
    let recent: number[] = [];
    const all: number[] = [];
    const waiting: { dueAt: number | null } = { dueAt: null };
    const ask = (reason: SaveReason, now: number) => {
      const timing = saveTiming({
        reason,
        now,
        recentSaves: recent,
        scheduled: waiting.dueAt !== null,
        playing: true,
      });
      if (timing === 'now') {
        recent = withSave(recent, now);
        all.push(now);
      } else if (typeof timing === 'number') waiting.dueAt = now + timing;
    };
    for (let now = 0, n = 0; now < 600_000; now += 100, n += 1) {
      // A save that waited asks again once its time has come (the model does the same).
      if (waiting.dueAt !== null && now >= waiting.dueAt) {
        waiting.dueAt = null;
        ask('change', now);
      }
      ask(reasons[n % reasons.length] ?? 'change', now);
    }
    const busiest = Math.max(
      ...all.map((at) => all.filter((t) => t >= at && t < at + 60_000).length),
    );
    expect(busiest).toBe(MAX_SAVES_A_MINUTE);
  });
});
