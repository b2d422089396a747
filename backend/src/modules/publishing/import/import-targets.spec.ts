import { artistSlugFor, type ExistingTrack, trackTargetFor } from './import-targets.js';

describe('artistSlugFor', () => {
  test('the name-derived slug when nobody is reached by it', () => {
    expect(artistSlugFor('Ada Lovelace', new Set())).toBe('ada-lovelace');
  });

  test('the first free -N when another artist is', () => {
    expect(artistSlugFor('Björk', new Set(['bjork', 'bjork-2']))).toBe('bjork-3');
    // `/artist/studio` and `/artist/dashboard` are the artist's own pages.
    expect(artistSlugFor('Studio', new Set())).toBe('studio-2');
    expect(artistSlugFor('Dashboard', new Set())).toBe('dashboard-2');
  });

  test('none for a name that gives no slug (reached by id)', () => {
    expect(artistSlugFor('坂本龍一', new Set())).toBeNull();
  });
});

describe('trackTargetFor', () => {
  const track = (
    trackNumber: number,
    state: ExistingTrack['state'],
    contentSha256: string | null = null,
  ): ExistingTrack => ({
    id: `t${trackNumber}`,
    trackNumber,
    state,
    contentSha256,
    firstListedAt: null,
  });

  test('a free position gets a new track there', () => {
    expect(trackTargetFor([track(1, 'ready', 'a')], 2, new Set())).toEqual({
      kind: 'new',
      trackNumber: 2,
    });
  });

  test('an empty slot, or one an import left uploading, is filled', () => {
    expect(trackTargetFor([track(1, 'awaiting_upload')], 1, new Set())).toEqual({
      kind: 'refill',
      trackId: 't1',
    });
    expect(trackTargetFor([track(1, 'uploading')], 1, new Set())).toEqual({
      kind: 'refill',
      trackId: 't1',
    });
  });

  test('a failed slot is filled when its file was replaced, kept while it is still there', () => {
    expect(trackTargetFor([track(1, 'failed', 'old')], 1, new Set(['new']))).toEqual({
      kind: 'refill',
      trackId: 't1',
    });
    expect(
      trackTargetFor([track(1, 'failed', 'old'), track(2, 'ready')], 1, new Set(['old'])),
    ).toEqual({ kind: 'new', trackNumber: 3 });
  });

  test('a position holding audio sends the file to the end', () => {
    expect(
      trackTargetFor([track(1, 'ready', 'a'), track(2, 'processing', 'b')], 1, new Set()),
    ).toEqual({ kind: 'new', trackNumber: 3 });
  });

  test('a failed track buyers have keeps its master: the new file becomes a new track', () => {
    const sold = { ...track(1, 'failed', 'old'), firstListedAt: new Date('2026-11-01') };
    expect(trackTargetFor([sold], 1, new Set(['new']), 3)).toEqual({
      kind: 'new',
      trackNumber: 2,
    });
    expect(trackTargetFor([sold], 1, new Set(['new']), 0)).toEqual({
      kind: 'refill',
      trackId: 't1',
    });
  });
});
