import type { PlayerTrack } from '@/entities/player';
import { isReusableUrl } from '../lib/signed-url';
import { fetchAudioUrl, fetchPreviewUrl, probeAudioUrl } from './media-api';

/** Who is listening: a member (full tracks, with their bearer token) or a visitor (previews). */
export type PlaybackAccess = { kind: 'member'; token: string } | { kind: 'visitor' };

export interface ResolveAudioUrlParams {
  track: Pick<PlayerTrack, 'id' | 'title' | 'filePath' | 'previewPath' | 'gapless'>;
  access: PlaybackAccess;
  /** An address already known for this track and this kind of listener, or null to fetch anew. */
  known: string | null;
  /** The AAC rendition's address already known for this track (members only), or null. */
  knownGapless?: string | null;
}

/** The track's playable address, and its AAC rendition's for a gapless engine (or null). */
export interface ResolvedAudio {
  url: string;
  gaplessUrl: string | null;
}

/** The full track for a member, the preview for a visitor (none without a preview). */
function signedAddress(
  track: ResolveAudioUrlParams['track'],
  access: PlaybackAccess,
): Promise<string | null> {
  if (access.kind === 'member') return fetchAudioUrl(track.filePath, access.token);
  return track.previewPath === null ? Promise.resolve(null) : fetchPreviewUrl(track.previewPath);
}

const reusable = (url: string | null | undefined, nowMs: number): url is string =>
  url !== null && url !== undefined && isReusableUrl(url, nowMs);

/**
 * A playable address for `track`: the known one while it stays valid for over a minute, else a
 * new signed address (the full track for a member, the preview for a visitor) that answered the
 * Range probe. Rejects when there is none, so playback does not start (spec §5, §8). A member's
 * track with an AAC rendition gets that signed too (docs/adr/0049), in parallel; without it (the
 * call failed) the track plays from its MP3 as before.
 */
export async function resolveAudioUrl(
  { track, access, known, knownGapless = null }: ResolveAudioUrlParams,
  nowMs: number = Date.now(),
): Promise<ResolvedAudio> {
  const stillValid = reusable(known, nowMs) ? known : null;
  const gaplessPath = access.kind === 'member' ? (track.gapless?.filePath ?? null) : null;
  const [url, gaplessUrl] = await Promise.all([
    stillValid ?? signedAddress(track, access),
    gaplessPath === null || access.kind !== 'member'
      ? null
      : reusable(knownGapless, nowMs)
        ? knownGapless
        : fetchAudioUrl(gaplessPath, access.token),
  ]);
  if (url === null) throw new Error(`No signed address for "${track.title}"`);
  if (stillValid === null) await probeAudioUrl(url);
  return { url, gaplessUrl };
}
