/**
 * Who may fetch a stored file through a signed address (docs/adr/0044). The signature says who
 * it was signed for; the catalogue says whether the track behind the file is still public.
 */
export type StreamAudience =
  /** No hidden track stands behind the file: the signature alone decides (docs/adr/0012). */
  | { kind: 'signed' }
  /** Only a track that is no longer listed does: only the buyers of its album may fetch it. */
  | { kind: 'buyers'; albumIds: readonly string[] };

/** A track whose file (full, preview or rendition) is at a path, as the catalogue states it. */
export interface TrackBehindPath {
  albumId: string;
  /** Listed, on a listed album. */
  listed: boolean;
}

/** The pipeline keeps a track's renditions under `audio/<track id>/<version>/` (ADR 0042). */
const RENDITION_FOLDER =
  /^audio\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** The track a rendition path names by its folder, or null for any other path. */
export function trackIdInPath(path: string): string | null {
  return RENDITION_FOLDER.exec(path)?.[1]?.toLowerCase() ?? null;
}

/**
 * A file that a public track uses is public (two tracks may share one); a file only hidden
 * tracks use plays only for their albums' buyers; a file no track uses (a replaced rendition,
 * an image) is left to the signature, as before.
 */
export function streamAudience(tracks: readonly TrackBehindPath[]): StreamAudience {
  if (tracks.length === 0 || tracks.some((track) => track.listed)) return { kind: 'signed' };
  return { kind: 'buyers', albumIds: [...new Set(tracks.map((track) => track.albumId))] };
}

/**
 * The `u` of an address the studio signs for a track's artist (docs/adr/0041): the publishing
 * module checked who asked before signing, and the signature names the track, so the address
 * opens that track's own renditions — a draft or a take-down included — and nothing else.
 */
export const studioListener = (trackId: string): string => `studio-${trackId.toLowerCase()}`;

/** Whether an address signed for `user` is the studio's for the track whose file is at `path`. */
export function signedForStudio(path: string, user: string): boolean {
  const trackId = trackIdInPath(path);
  return trackId !== null && user === studioListener(trackId);
}

/** Whether the one the address was signed for may fetch it, once the audience is known. */
export function mayStream(
  audience: StreamAudience,
  signedFor: { buyer: boolean; studio?: boolean },
): boolean {
  return audience.kind === 'signed' || signedFor.buyer || signedFor.studio === true;
}
