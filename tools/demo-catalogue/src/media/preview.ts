// The 30-second preview: frames of the full track's MP3 starting just before its highlight, with a
// short fade-in and a two-second fade-out. No second encode (see mp3-excerpt.ts).
import { SAMPLE_RATE } from './dsp.js';
import { excerptMp3, SAMPLES_PER_FRAME } from './mp3-excerpt.js';

export const PREVIEW_SECONDS = 30;
/** LAME's encoder delay plus the decoder's: output sample n plays input sample n - 1105. */
const CODEC_DELAY_SAMPLES = 1105;

export interface Preview {
  data: Uint8Array;
  durationS: number;
}

export function previewFromMp3(
  mp3: Uint8Array,
  highlightSample: number,
  totalSamples: number,
): Preview {
  const frames = Math.round((PREVIEW_SECONDS * SAMPLE_RATE) / SAMPLES_PER_FRAME) - 1;
  const totalFrames = Math.ceil((totalSamples + CODEC_DELAY_SAMPLES) / SAMPLES_PER_FRAME);
  // Start a touch before the downbeat so the first hit is not swallowed by the fade-in, and pull
  // the start earlier when the highlight sits too close to the end for a full clip.
  const wanted = Math.round(
    (highlightSample - 0.15 * SAMPLE_RATE + CODEC_DELAY_SAMPLES) / SAMPLES_PER_FRAME,
  );
  const start = Math.max(1, Math.min(wanted, totalFrames - frames));
  const framesPerSecond = SAMPLE_RATE / SAMPLES_PER_FRAME;
  const { data, frameCount } = excerptMp3(
    mp3,
    start,
    frames,
    Math.round(0.15 * framesPerSecond),
    Math.round(2 * framesPerSecond),
  );
  return { data, durationS: (frameCount * SAMPLES_PER_FRAME) / SAMPLE_RATE };
}
