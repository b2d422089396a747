import type { PlayerTrack } from '@/entities/player';
import { isReusableUrl } from '../lib/signed-url';
import { fetchAudioUrl, fetchPreviewUrl, probeAudioUrl } from './media-api';

/** Who is listening: a member (full tracks, with their bearer token) or a visitor (previews). */
export type PlaybackAccess = { kind: 'member'; token: string } | { kind: 'visitor' };

export interface ResolveAudioUrlParams {
  track: Pick<PlayerTrack, 'id' | 'title' | 'filePath' | 'previewPath'>;
  access: PlaybackAccess;
  /** An address already known for this track and this kind of listener, or null to fetch anew. */
  known: string | null;
}

/**
 * A playable address for `track`: the known one while it stays valid for over a minute, else a
 * new signed address (the full track for a member, the preview for a visitor) that answered the
 * Range probe. Rejects when there is none, so playback does not start (spec §5, §8).
 */
export async function resolveAudioUrl(
  { track, access, known }: ResolveAudioUrlParams,
  nowMs: number = Date.now(),
): Promise<string> {
  if (known !== null && isReusableUrl(known, nowMs)) return known;
  const url =
    access.kind === 'member'
      ? await fetchAudioUrl(track.filePath, access.token)
      : track.previewPath === null
        ? null
        : await fetchPreviewUrl(track.previewPath);
  if (url === null) throw new Error(`No signed address for "${track.title}"`);
  await probeAudioUrl(url);
  return url;
}
