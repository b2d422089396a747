// The synthesiser's music as a lossless master (what an artist uploads to the studio), instead
// of the MP3s the demo catalogue streams.
import { SAMPLE_RATE } from './dsp.js';
import { renderTrackPcm, type TrackRequest } from './render-track.js';
import { encodeWav16 } from './wav.js';

/** A 16-bit mono WAV at the synthesiser's rate; the same request always gives the same bytes. */
export function renderMasterWav(request: TrackRequest): Buffer {
  return encodeWav16(renderTrackPcm(request).pcm, SAMPLE_RATE);
}
