import { isSyncedLyrics, plainLyricsProblem, syncedLyricsInputProblem } from './lyrics-problems';
import { characterCount, lengthProblem } from '@/shared/lib/format';

describe('syncedLyricsInputProblem', () => {
  test('valid LRC, headers and blank lines included, has none', () => {
    expect(
      syncedLyricsInputProblem('[ti:Harbour Lights]\n[00:08.32] The ferry horn\n\n[00:13.10]'),
    ).toBeNull();
  });

  test('empty means no synced lyrics: nothing to fix', () => {
    expect(syncedLyricsInputProblem('')).toBeNull();
    expect(syncedLyricsInputProblem(' \n ')).toBeNull();
  });

  test('a line without a time is named by its number, as the server says it', () => {
    expect(syncedLyricsInputProblem('[00:08.32] The ferry horn\nOrange lamps')).toBe(
      'Line 2 has no time: synced lyrics start each line with one, like [01:02.50].',
    );
  });

  test('a time that is not one', () => {
    expect(syncedLyricsInputProblem('[00:75.00] Too late')).toBe(
      'Line 1: "[00:75.00]" is not a time (seconds go up to 59).',
    );
  });

  test('over 10,000 characters says how many to remove', () => {
    const line = '[00:01.00] la\n';
    const text = line.repeat(715); // 10,010 characters
    expect(syncedLyricsInputProblem(text)).toBe(
      'The synced lyrics are 10,010 characters long; at most 10,000 fit. Remove 10 characters.',
    );
  });
});

test('plain lyrics: only their length is checked', () => {
  expect(plainLyricsProblem('Any words at all')).toBeNull();
  expect(plainLyricsProblem('a'.repeat(10_000))).toBeNull();
  expect(plainLyricsProblem('a'.repeat(10_001))).toBe(
    'The lyrics are 10,001 characters long; at most 10,000 fit. Remove 1 character.',
  );
});

test('characters are counted as the server counts them: an emoji is one', () => {
  expect(characterCount('🎵é')).toBe(2);
  expect(lengthProblem('🎵🎵', 'The words', 2)).toBeNull();
  expect(lengthProblem('🎵🎵🎵', 'The words', 2)).not.toBeNull();
});

test('isSyncedLyrics: tag lyrics that are LRC go to the synced field', () => {
  expect(isSyncedLyrics('[00:01.00] One')).toBe(true);
  expect(isSyncedLyrics('One\nTwo')).toBe(false);
  expect(isSyncedLyrics('')).toBe(false);
});
