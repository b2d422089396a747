import type { StudioTrack } from '@/entities/release';

/** What a dropped file is to the studio: its name and size (a File, or a stand-in in tests). */
export interface DroppedFile {
  name: string;
  size: number;
}

/** The slot a file goes to: a new one, or the slot it was already uploading into. */
export type SlotChoice = { kind: 'new' } | { kind: 'resume'; trackId: string };

export type PlannedFile<F extends DroppedFile> =
  { file: F; slot: SlotChoice } | { file: F; problem: string };

export type TrackSlotFacts = Pick<
  StudioTrack,
  'id' | 'state' | 'file_name' | 'file_size' | 'retryable'
>;

/**
 * A slot still waiting for its file's bytes: never filled, an upload that stopped (a closed tab,
 * a lost network), or a file that was refused before it arrived. The same file dropped again
 * goes back into it, and tus resumes from where the server stopped.
 */
const waitsForFile = (track: TrackSlotFacts): boolean =>
  track.state === 'awaiting_upload' ||
  track.state === 'uploading' ||
  (track.state === 'failed' && !track.retryable);

const sameFile = (file: DroppedFile, track: TrackSlotFacts): boolean =>
  track.file_name === file.name && track.file_size === file.size;

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * One plan per dropped file, in the order their tracks will take on the release: by file name,
 * numbers compared as numbers ("2 …" before "10 …"), as track files are usually named. A file
 * already uploading from this page, a duplicate in the same drop, or an empty file is not sent.
 */
export function planDroppedFiles<F extends DroppedFile>(
  files: readonly F[],
  tracks: readonly TrackSlotFacts[],
  uploadingTrackIds: ReadonlySet<string>,
): PlannedFile<F>[] {
  const claimed = new Set<string>();
  const seen = new Set<string>();
  return [...files]
    .sort((a, b) => byName.compare(a.name, b.name))
    .map((file): PlannedFile<F> => {
      const key = `${file.name}\u0000${file.size}`;
      if (seen.has(key))
        return { file, problem: `“${file.name}” was dropped twice; it is sent once.` };
      seen.add(key);
      if (file.size === 0)
        return { file, problem: `“${file.name}” is empty: there is nothing to upload.` };
      const uploading = tracks.find(
        (track) => sameFile(file, track) && uploadingTrackIds.has(track.id),
      );
      if (uploading !== undefined) return { file, problem: `“${file.name}” is already uploading.` };
      const waiting = tracks.find(
        (track) => sameFile(file, track) && waitsForFile(track) && !claimed.has(track.id),
      );
      if (waiting === undefined) return { file, slot: { kind: 'new' } };
      claimed.add(waiting.id);
      return { file, slot: { kind: 'resume', trackId: waiting.id } };
    });
}
