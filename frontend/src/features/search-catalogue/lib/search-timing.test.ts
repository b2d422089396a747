import { asksForSearch, searchDebounceMs, searchLockMs } from './search-timing';

describe('search box timings (spec §4, §9)', () => {
  test('the quiet period is 300 ms, or 800 ms while audio plays', () => {
    expect(searchDebounceMs(false)).toBe(300);
    expect(searchDebounceMs(true)).toBe(800);
  });

  test('the box is disabled for 500 ms after a search navigates, 800 ms while audio plays', () => {
    expect(searchLockMs(false)).toBe(500);
    expect(searchLockMs(true)).toBe(800);
  });
});

describe('asksForSearch', () => {
  test('Enter always asks for a search', () => {
    expect(asksForSearch('enter', { audioPlaying: true, inDialog: true })).toBe(true);
    expect(asksForSearch('enter', { audioPlaying: false, inDialog: false })).toBe(true);
  });

  test('typing asks only in the top bar and only while no audio plays', () => {
    expect(asksForSearch('typing', { audioPlaying: false, inDialog: false })).toBe(true);
    expect(asksForSearch('typing', { audioPlaying: true, inDialog: false })).toBe(false);
    expect(asksForSearch('typing', { audioPlaying: false, inDialog: true })).toBe(false);
  });
});
