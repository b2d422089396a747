import {
  changesOf,
  detailsSummary,
  draftOf,
  draftWith,
  hasProblems,
  problemsOf,
  type SavedDetails,
  settleEdits,
  tagOffersFor,
} from './details-draft';

const NONE: SavedDetails = { credits: null, lyrics_plain: null, lyrics_synced: null };
const FILLED: SavedDetails = {
  credits: 'Producer: Sam Reed',
  lyrics_plain: 'Harbour lights',
  lyrics_synced: '[00:01.00] Harbour lights',
};

describe('changesOf', () => {
  test('nothing edited, nothing to save', () => {
    expect(changesOf(FILLED, {})).toEqual({});
  });

  test('only the fields that differ, as the server takes them', () => {
    expect(
      changesOf(FILLED, {
        credits: [
          { role: 'Producer', name: 'Sam Reed' },
          { role: 'Bass', name: 'Jo' },
        ],
        lyricsPlain: 'Harbour lights',
      }),
    ).toEqual({ credits: 'Producer: Sam Reed\nBass: Jo' });
  });

  test('emptied fields are sent as null: the server clears them', () => {
    expect(changesOf(FILLED, { credits: [], lyricsPlain: '  ', lyricsSynced: '' })).toEqual({
      credits: null,
      lyrics_plain: null,
      lyrics_synced: null,
    });
  });

  test('credits written differently but stored the same are no change', () => {
    const saved = { ...NONE, credits: 'Producer :  Sam Reed' };
    expect(changesOf(saved, { credits: [{ role: 'Producer', name: 'Sam Reed ' }] })).toEqual({});
  });

  test('lyrics are sent as typed (the server keeps their spacing)', () => {
    expect(changesOf(NONE, { lyricsPlain: 'One\n\nTwo\n' })).toEqual({
      lyrics_plain: 'One\n\nTwo\n',
    });
  });
});

describe('settleEdits', () => {
  test('an edit the server now holds is done with; others stay', () => {
    const edits = { lyricsPlain: 'Harbour lights', lyricsSynced: '[00:02.00] Still typing' };
    expect(settleEdits(edits, FILLED)).toEqual({ lyricsSynced: '[00:02.00] Still typing' });
  });

  test('an untouched field follows the server: tag lyrics filled during processing appear', () => {
    const edits = settleEdits({ credits: [{ role: 'Bass', name: 'Jo' }] }, NONE);
    const later = { ...NONE, lyrics_synced: '[00:01.00] From the tags' };
    expect(draftWith(later, edits)).toEqual({
      credits: [{ role: 'Bass', name: 'Jo' }],
      lyricsPlain: '',
      lyricsSynced: '[00:01.00] From the tags',
    });
    expect(changesOf(later, edits)).toEqual({ credits: 'Bass: Jo' });
  });
});

describe('problemsOf', () => {
  test('a valid draft has none', () => {
    expect(hasProblems(problemsOf(draftOf(FILLED)))).toBe(false);
  });

  test('each field says its own', () => {
    const problems = problemsOf({
      credits: [
        { role: 'Producer', name: '' },
        { role: '', name: 'Jo' },
      ],
      lyricsPlain: 'x'.repeat(10_001),
      lyricsSynced: 'no time here',
    });
    expect(problems).toEqual({
      creditRows: ['Add a name for “Producer”, or remove this credit.', null],
      credits: null,
      lyricsPlain: expect.stringMatching(/^The lyrics are 10,001 characters long/),
      lyricsSynced: 'Line 1 has no time: synced lyrics start each line with one, like [01:02.50].',
    });
    expect(hasProblems(problems)).toBe(true);
  });
});

describe('tagOffersFor', () => {
  const tags = {
    lyrics: '[00:01.00] Tagged\n[00:02.00] Lines',
    artists: ['Neon Harbor', 'Ada Lowe'],
  };

  test('offers what the tags hold while the fields are empty: LRC for the synced lyrics', () => {
    expect(tagOffersFor(tags, draftOf(NONE))).toEqual({
      lyrics: { field: 'lyricsSynced', text: '[00:01.00] Tagged\n[00:02.00] Lines' },
      credits: [
        { role: 'Artist', name: 'Neon Harbor' },
        { role: 'Artist', name: 'Ada Lowe' },
      ],
    });
  });

  test('untimed tag lyrics are offered as plain lyrics', () => {
    expect(tagOffersFor({ lyrics: ' Just words \n' }, draftOf(NONE)).lyrics).toEqual({
      field: 'lyricsPlain',
      text: 'Just words',
    });
  });

  test('nothing is offered over what is there, or when the file had no tags', () => {
    expect(tagOffersFor(tags, draftOf({ ...NONE, lyrics_plain: 'Mine' })).lyrics).toBeNull();
    expect(tagOffersFor(tags, draftOf({ ...NONE, credits: 'Bass: Jo' })).credits).toBeNull();
    expect(tagOffersFor(null, draftOf(NONE))).toEqual({ lyrics: null, credits: null });
  });
});

test('detailsSummary says what the track has, for the closed disclosure', () => {
  expect(detailsSummary(draftOf(NONE))).toBe('No credits · no lyrics');
  expect(detailsSummary(draftOf(FILLED))).toBe('1 credit · synced lyrics');
  expect(detailsSummary(draftOf({ ...NONE, credits: 'A: b\nC: d', lyrics_plain: 'Words' }))).toBe(
    '2 credits · lyrics',
  );
});
