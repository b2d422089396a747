/**
 * Where a track's renditions are stored (docs/adr/0042): `audio/<track>/<version>/…`, one
 * folder per processing of the master, plus `preview-<stamp>.*` files when only the preview is
 * cut again. Every set is written whole under names nobody reads yet, then switched to in one
 * transaction; what no row points at any more is swept afterwards.
 *
 * A stamp starts with its creation time (milliseconds, base 36), so a sweep can leave alone
 * whatever a newer job may be writing at the same moment.
 */
const TIME_DIGITS = 9;

/** `<time><random>`: sortable by time, unique by its random part (hex). */
export function newStamp(nowMs: number, randomHex: string): string {
  return `${nowMs.toString(36).padStart(TIME_DIGITS, '0')}${randomHex}`;
}

/** When a stamp was made; null for a name that is no stamp. */
export function stampTime(stamp: string): number | null {
  if (!/^[0-9a-z]{9}[0-9a-f]+$/.test(stamp)) return null;
  return parseInt(stamp.slice(0, TIME_DIGITS), 36);
}

export const trackFolder = (trackId: string): string => `audio/${trackId}`;

export interface RenditionFiles {
  streamAac: string;
  streamMp3: string;
  previewAac: string;
  previewMp3: string;
  flac: string | null;
  peaks: string;
}

/** The files one processing of a master writes, in its own version folder. */
export function renditionFiles(
  trackId: string,
  version: string,
  lossless: boolean,
): RenditionFiles {
  const folder = `${trackFolder(trackId)}/${version}`;
  return {
    streamAac: `${folder}/stream.m4a`,
    streamMp3: `${folder}/stream.mp3`,
    previewAac: `${folder}/preview.m4a`,
    previewMp3: `${folder}/preview.mp3`,
    flac: lossless ? `${folder}/master.flac` : null,
    peaks: `${folder}/peaks.json`,
  };
}

/** A re-cut preview, beside the version's other files under names of its own. */
export function recutPreviewFiles(
  trackId: string,
  version: string,
  stamp: string,
): { previewAac: string; previewMp3: string } {
  const folder = `${trackFolder(trackId)}/${version}`;
  return {
    previewAac: `${folder}/preview-${stamp}.m4a`,
    previewMp3: `${folder}/preview-${stamp}.mp3`,
  };
}

/** When the file at `path` (under the track's folder) was made: its own stamp, else its version's. */
function madeAt(trackId: string, path: string): number | null {
  const prefix = `${trackFolder(trackId)}/`;
  if (!path.startsWith(prefix)) return null;
  const [version, name] = path.slice(prefix.length).split('/');
  const ownStamp = /^preview-([0-9a-z]+)\./.exec(name ?? '')?.[1];
  return stampTime(ownStamp ?? version ?? '');
}

/**
 * The stored files under a track's folder to delete after a switch made by the job stamped
 * `ownStamp`: everything no row points at (`referenced`) — old versions, replaced previews, the
 * half-written set of a killed job, leftover temporary files — except what was made after that
 * job started, which a newer job may still be writing and about to switch to.
 */
export function sweepable(
  trackId: string,
  stored: readonly string[],
  referenced: ReadonlySet<string>,
  ownStamp: string,
): string[] {
  const own = stampTime(ownStamp) ?? 0;
  return stored.filter((path) => {
    if (referenced.has(path)) return false;
    const made = madeAt(trackId, path);
    return made === null || made <= own;
  });
}
