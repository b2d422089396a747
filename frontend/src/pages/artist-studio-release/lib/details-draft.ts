import type { components } from '@/shared/api';
import { TAGGED_ARTIST_ROLE } from '../config/limits';
import {
  type CreditRow,
  creditCount,
  creditRowProblem,
  creditRowsOf,
  creditsLengthProblem,
  creditsText,
  sameCredits,
} from './credits';
import { isSyncedLyrics, plainLyricsProblem, syncedLyricsInputProblem } from './lyrics-problems';

type UpdateTrack = components['schemas']['UpdateTrackDto'];
type FileTags = components['schemas']['FileTagsDto'];

/** What the editor saves of a track: the body of PATCH /api/studio/tracks/{id}, these fields. */
export type DetailsChanges = Pick<UpdateTrack, 'credits' | 'lyrics_plain' | 'lyrics_synced'>;

/** A track's credits and lyrics as the server holds them, and the tags its file carried. */
export interface SavedDetails {
  credits: string | null;
  lyrics_plain: string | null;
  lyrics_synced: string | null;
  tags?: FileTags | null;
}

/** The fields as the editor shows them. */
export interface DetailsDraft {
  credits: CreditRow[];
  lyricsPlain: string;
  lyricsSynced: string;
}

/**
 * What the artist changed, field by field. A field not edited follows the server: lyrics that
 * the file's tags fill in while the editor is open appear, and are never saved over unseen.
 */
export type DetailsEdits = Partial<DetailsDraft>;

export type DetailsField = keyof DetailsDraft;

export const draftOf = (saved: SavedDetails): DetailsDraft => ({
  credits: creditRowsOf(saved.credits),
  lyricsPlain: saved.lyrics_plain ?? '',
  lyricsSynced: saved.lyrics_synced ?? '',
});

/** The fields as shown: the edits over what the server holds. */
export const draftWith = (saved: SavedDetails, edits: DetailsEdits): DetailsDraft => ({
  ...draftOf(saved),
  ...edits,
});

const sameField = (field: DetailsField, draft: DetailsDraft, other: DetailsDraft): boolean =>
  field === 'credits' ? sameCredits(draft.credits, other.credits) : draft[field] === other[field];

/**
 * The edits still worth keeping once the server holds `saved`: an edit it now equals (saved,
 * or changed the same way elsewhere) goes, so that field follows the server again.
 */
export function settleEdits(edits: DetailsEdits, saved: SavedDetails): DetailsEdits {
  const server = draftOf(saved);
  const edited = draftWith(saved, edits);
  return Object.fromEntries(
    Object.entries(edits).filter(([field]) => !sameField(field as DetailsField, edited, server)),
  );
}

/** Empty text is "none" to the server. */
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The fields that differ from what the server holds, as the PATCH body (empty: nothing to save). */
export function changesOf(saved: SavedDetails, edits: DetailsEdits): DetailsChanges {
  const server = draftOf(saved);
  const draft = draftWith(saved, edits);
  const changes: DetailsChanges = {};
  if (!sameField('credits', draft, server)) changes.credits = creditsText(draft.credits);
  const plain = textOrNull(draft.lyricsPlain);
  if (plain !== saved.lyrics_plain) changes.lyrics_plain = plain;
  const synced = textOrNull(draft.lyricsSynced);
  if (synced !== saved.lyrics_synced) changes.lyrics_synced = synced;
  return changes;
}

export const hasChanges = (changes: DetailsChanges): boolean => Object.keys(changes).length > 0;

/** Why each field cannot be saved as it is (null: it can). */
export interface DetailsProblems {
  /** One per credit row, in order. */
  creditRows: (string | null)[];
  credits: string | null;
  lyricsPlain: string | null;
  lyricsSynced: string | null;
}

export function problemsOf(draft: DetailsDraft): DetailsProblems {
  return {
    creditRows: draft.credits.map(creditRowProblem),
    credits: creditsLengthProblem(draft.credits),
    lyricsPlain: plainLyricsProblem(draft.lyricsPlain),
    lyricsSynced: syncedLyricsInputProblem(draft.lyricsSynced),
  };
}

export const hasProblems = (problems: DetailsProblems): boolean =>
  problems.creditRows.some((problem) => problem !== null) ||
  problems.credits !== null ||
  problems.lyricsPlain !== null ||
  problems.lyricsSynced !== null;

/** What the file's tags offer for fields that are empty (nothing is applied by itself). */
export interface TagOffers {
  /** The tagged lyrics, for the synced field when they are LRC, else for the plain one. */
  lyrics: { field: 'lyricsSynced' | 'lyricsPlain'; text: string } | null;
  /** The tagged artists, as credits. */
  credits: CreditRow[] | null;
}

/**
 * The tags' values offered while the fields they would fill are empty: the lyrics while there
 * are none of either kind (as the server fills them on processing, when they fit), the artists
 * while there are no credits.
 */
export function tagOffersFor(tags: FileTags | null | undefined, draft: DetailsDraft): TagOffers {
  const lyrics = tags?.lyrics?.trim() ?? '';
  const noLyrics = draft.lyricsPlain.trim() === '' && draft.lyricsSynced.trim() === '';
  const artists = tags?.artists ?? [];
  return {
    lyrics:
      lyrics !== '' && noLyrics
        ? { field: isSyncedLyrics(lyrics) ? 'lyricsSynced' : 'lyricsPlain', text: lyrics }
        : null,
    credits:
      artists.length > 0 && creditCount(draft.credits) === 0
        ? artists.map((name) => ({ role: TAGGED_ARTIST_ROLE, name }))
        : null,
  };
}

/** What the closed disclosure says of the track: "2 credits · synced lyrics". */
export function detailsSummary(draft: DetailsDraft): string {
  const credits = creditCount(draft.credits);
  const parts = [
    credits === 0 ? 'no credits' : credits === 1 ? '1 credit' : `${credits} credits`,
    draft.lyricsSynced.trim() !== ''
      ? 'synced lyrics'
      : draft.lyricsPlain.trim() !== ''
        ? 'lyrics'
        : 'no lyrics',
  ];
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
