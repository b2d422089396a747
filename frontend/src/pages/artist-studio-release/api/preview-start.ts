import type { StudioTrack } from '@/entities/release';
import { apiClient, type components, unwrap } from '@/shared/api';
import { peaksOf } from '@/shared/ui/waveform';

/** A signed address of the whole track for its artist (no bearer: an <audio> element fetches it). */
export type TrackAudio = components['schemas']['StudioTrackAudioDto'];

const trackPath = (id: string) => ({ params: { path: { id } } });

/** GET /api/studio/tracks/{id}/peaks: the waveform's points (0–1), [] when it has none. */
export async function fetchPeaks(trackId: string): Promise<number[]> {
  return peaksOf(unwrap(await apiClient.GET('/api/studio/tracks/{id}/peaks', trackPath(trackId))));
}

/** PATCH /api/studio/tracks/{id} with the preview start; the track as the server now has it. */
export async function savePreviewStart(trackId: string, startS: number): Promise<StudioTrack> {
  return unwrap(
    await apiClient.PATCH('/api/studio/tracks/{id}', {
      ...trackPath(trackId),
      body: { preview_start_seconds: startS },
    }),
  );
}

/** GET /api/studio/tracks/{id}/audio: where the studio plays the track (a draft too). */
export async function fetchTrackAudio(trackId: string): Promise<TrackAudio> {
  return unwrap(await apiClient.GET('/api/studio/tracks/{id}/audio', trackPath(trackId)));
}
