// Synthetic AAC renditions for the Media Source test doubles, and the facts the player passes for
// them. The fake network's byte ranges remember which rendition and offset they came from, so the
// fake SourceBuffer knows what it is given. Not exported from the slice.
import type { AudioTrackFacts, GaplessFacts } from './audio-engine';
import { AAC_FRAME_SAMPLES, aacPaddingSamples } from './mse-gapless-plan';

/** A synthetic AAC rendition: every coded sample spread evenly over `bytes` bytes. */
export interface FakeRendition {
  name: string;
  facts: GaplessFacts;
  bytes: number;
}

interface BytesOrigin {
  rendition: FakeRendition;
  offset: number;
}

const origins = new WeakMap<ArrayBufferLike, BytesOrigin>();

export const BYTES_PER_FRAME = 200;

/** A rendition of `samples` real samples at `sampleRate`, encoded as ffmpeg does (1024 priming). */
export function rendition(name: string, samples: number, sampleRate = 44_100): FakeRendition {
  const primingSamples = AAC_FRAME_SAMPLES;
  const paddingSamples = aacPaddingSamples(samples, primingSamples);
  const frames = (primingSamples + samples + paddingSamples) / AAC_FRAME_SAMPLES;
  return {
    name,
    facts: {
      url: `/api/media/stream/${name}.m4a?sig=${name}`,
      sampleRate,
      primingSamples,
      paddingSamples,
      samples,
    },
    bytes: frames * BYTES_PER_FRAME,
  };
}

/** The facts the player passes for a track of album `albumId` at `index`. */
export const trackFacts = (
  file: FakeRendition,
  index: number,
  albumId = 'album-1',
): AudioTrackFacts => ({
  gapless: file.facts,
  album: { albumId, index },
});

/** The MP3 address the player knows a track by. */
export const mp3Of = (file: FakeRendition) => `/api/media/stream/${file.name}.mp3?sig=${file.name}`;

/** Bytes `start`–`end` (inclusive) of `file`, as the network serves them. */
export function bytesOf(file: FakeRendition, start: number, end: number): ArrayBuffer {
  const buffer = new ArrayBuffer(end - start + 1);
  origins.set(buffer, { rendition: file, offset: start });
  return buffer;
}

/** Which rendition and offset `buffer` was served from, if the fake network served it. */
export const originOf = (buffer: ArrayBufferLike): BytesOrigin | undefined => origins.get(buffer);
