// Spec → PCM for the full track. Pure computation (no I/O), so it runs the same on the main thread
// and in a worker.
import { composeSong } from './compose.js';
import { resolveGenre } from './genres.js';
import { mixScore } from './mixer.js';

export interface RenderedPcm {
  pcm: Float32Array;
  /** Where a preview should start: the first chorus (or the most intense section). */
  highlightSample: number;
}

export interface TrackRequest {
  seed: number;
  genre: string;
  durationS: number;
}

export function renderTrackPcm(request: TrackRequest): RenderedPcm {
  const score = composeSong(request);
  const ambient = resolveGenre(request.genre).drums === 'ambient';
  const fadeOutS = Math.min(8, Math.max(3, request.durationS * 0.05));
  const pcm = mixScore(score, { fadeInS: ambient ? 2.5 : 0.02, fadeOutS });
  return { pcm, highlightSample: score.highlightSample };
}
