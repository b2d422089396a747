import { newForBuyers } from './sold-tracks.js';
import { isStudioAccessType } from './studio-access-types.js';
import type { TrackState } from './track-state.js';

/** What a release needs before it may go public, each a stable key the studio can point at. */
export const CHECKLIST_ITEMS = [
  'title',
  'artwork',
  'access_type',
  'genre',
  'ready_track',
  'unfinished_tracks',
  'buyers_note',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export interface MissingItem {
  item: ChecklistItem;
  /** What to do about it, in the artist's words. */
  message: string;
}

/** The facts of a release the checklist reads. */
export interface ReleaseCompleteness {
  title: string;
  artworkUrl: string | null;
  /** Null until the artist has chosen one (a new release has none). */
  accessType: string | null;
  genres: readonly string[];
  tracks: readonly { title: string; state: TrackState; firstListedAt: Date | null }[];
  /** People who bought the release and keep it. */
  buyers: number;
  /** What the artist writes them about new tracks (docs/adr/0050). */
  buyersNote: string | null;
}

const UNFINISHED: Record<Exclude<TrackState, 'ready'>, string> = {
  awaiting_upload: 'waiting for its file',
  uploading: 'still uploading',
  processing: 'still processing',
  failed: 'failed',
};

function unfinishedTracks(tracks: ReleaseCompleteness['tracks']): string | null {
  const unfinished = tracks.flatMap(({ title, state }) =>
    state === 'ready' ? [] : [`"${title}" (${UNFINISHED[state]})`],
  );
  if (unfinished.length === 0) return null;
  return `Every track must be ready: wait for, retry or remove ${unfinished.join(', ')}.`;
}

/**
 * What is missing before the release may be published, in the order the studio lists it; empty
 * when it is complete. The public sees exactly what the artist sees, so every track must be
 * ready (not only one). The Soundcheck price is the spec's fixed £5.99, so choosing Soundcheck
 * leaves nothing more to fill in.
 */
export function missingForPublish(release: ReleaseCompleteness): MissingItem[] {
  const missing: MissingItem[] = [];
  const add = (item: ChecklistItem, message: string): void => {
    missing.push({ item, message });
  };
  if (release.title.trim() === '') add('title', 'Give the release a title.');
  if (release.artworkUrl === null) {
    add('artwork', 'Add artwork: a square image of at least 1400 × 1400 pixels.');
  }
  if (release.accessType === null || !isStudioAccessType(release.accessType)) {
    add('access_type', 'Choose who can listen: free, a preview for visitors, or Soundcheck.');
  }
  if (release.genres.length === 0) add('genre', 'Choose at least one genre.');
  if (!release.tracks.some((track) => track.state === 'ready')) {
    add('ready_track', 'Upload at least one track and let it finish processing.');
  }
  const unfinished = unfinishedTracks(release.tracks);
  if (unfinished !== null) add('unfinished_tracks', unfinished);
  const news = newForBuyers(release.buyers, release.tracks);
  if (news.length > 0 && (release.buyersNote ?? '').trim() === '') {
    const people = release.buyers === 1 ? 'the person' : `the ${release.buyers} people`;
    const tracks = news.length === 1 ? 'new track' : 'new tracks';
    add(
      'buyers_note',
      `Write a note to ${people} who bought it: it is mailed to them with the ${tracks} when you publish.`,
    );
  }
  return missing;
}
