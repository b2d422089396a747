// Note rendering for the tonal instruments: envelope + the voice's synthesis method. A note is
// rendered once into its own buffer (gate + release tail) and the mixer re-uses it for every
// repetition, so the voice loops favour clarity over the last few percent of speed.
import { fillEnvelope, noteLength, scratch } from './dsp.js';
import { renderPad, renderPulseLead, renderSawBass } from './analog-voices.js';
import { renderPluck } from './pluck.js';
import { renderFlute, renderFm, renderOrgan, renderSubBass } from './sine-voices.js';
import type { Rng } from './prng.js';
import type { Voice } from './voices.js';

/**
 * Renders one note. `tone` (0..1, default 1) darkens filters and excitation for quieter sections;
 * the returned buffer already includes the release tail and the voice's gain.
 */
export function renderNote(
  voice: Voice,
  frequency: number,
  gateSamples: number,
  rng: Rng,
  tone = 1,
): Float32Array {
  const length = noteLength(gateSamples, voice.env.release);
  const out = new Float32Array(length);
  const env = scratch(length, 'a');
  fillEnvelope(env, length, gateSamples, voice.env);
  switch (voice.kind) {
    case 'fm-ep':
    case 'fm-bell':
      renderFm(voice, frequency, env, out);
      break;
    case 'saw-pad':
    case 'warm-pad':
      renderPad(voice, frequency, env, out, tone);
      break;
    case 'pluck':
    case 'pluck-bass':
      renderPluck(voice, frequency, env, out, rng, tone);
      break;
    case 'square-lead':
      renderPulseLead(voice, frequency, env, out);
      break;
    case 'flute':
      renderFlute(voice, frequency, env, out, rng);
      break;
    case 'organ':
      renderOrgan(voice, frequency, env, out);
      break;
    case 'sub-bass':
      renderSubBass(voice, frequency, env, out);
      break;
    case 'saw-bass':
      renderSawBass(voice, frequency, env, out);
      break;
  }
  return out;
}
