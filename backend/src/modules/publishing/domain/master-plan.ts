import { MIN_TRACK_SECONDS, type ProcessingFailure } from './processing-failure.js';
import type { GaplessAac } from './track-master.js';

/**
 * What the pipeline makes of a probed master (docs/adr/0042), decided before ffmpeg encodes a
 * single frame: refusals that need no encoding (no audio, a video, an unreadable codec, too
 * long), and the shape of the stream renditions.
 */

/** ffprobe's view of a master, reduced to what the decisions need. */
export interface ProbedMaster {
  /** The first audio stream; null when there is none. */
  audio: {
    codec: string | null;
    sampleRate: number;
    channels: number;
    /** Bits per sample of the coded audio; null for lossy codecs, which have none. */
    bitDepth: number | null;
    /** Seconds, when the container says (stream or format duration). */
    durationS: number | null;
  } | null;
  /** A moving-picture stream (not a cover picture) is in the file. */
  hasVideo: boolean;
  /** A cover picture (an attached picture stream) is in the file. */
  hasCover: boolean;
}

/** The codecs masters come in (WAV/AIFF PCM, FLAC, ALAC, MP3, AAC, Vorbis, Opus). */
const LOSSLESS_CODECS = new Set(['flac', 'alac']);
const LOSSY_CODECS = new Set(['mp3', 'mp3float', 'aac', 'vorbis', 'opus']);

export const isLosslessCodec = (codec: string): boolean =>
  codec.startsWith('pcm_') || LOSSLESS_CODECS.has(codec);

export interface RenditionShape {
  /** 44,100 or 48,000 Hz: what MP3 and AAC players take everywhere. */
  sampleRate: number;
  /** 1 or 2: surround masters are mixed down to stereo. */
  channels: number;
  /** A lossless master also gets a FLAC (owners' downloads). */
  lossless: boolean;
}

/**
 * The stream renditions' rate: 44.1 kHz for the 44.1 kHz family (22.05, 88.2, 176.4…), else
 * 48 kHz (8, 16, 32, 96, 192 kHz…). Low rates are raised, since MP3 at 320 kb/s needs 32 kHz or
 * more; high rates are lowered, since no listener hears them and MP3 cannot hold them.
 */
export const streamSampleRate = (masterRate: number): number =>
  masterRate > 0 && (masterRate % 44_100 === 0 || 44_100 % masterRate === 0) ? 44_100 : 48_000;

export type MasterPlan =
  | { kind: 'refused'; failure: ProcessingFailure }
  | { kind: 'plan'; shape: RenditionShape; durationS: number | null };

export function planMaster(probe: ProbedMaster, maxMinutes: number): MasterPlan {
  const audio = probe.audio;
  if (probe.hasVideo) return { kind: 'refused', failure: { kind: 'video' } };
  if (audio === null) return { kind: 'refused', failure: { kind: 'no_audio' } };
  const codec = audio.codec ?? 'an unknown codec';
  if (!isLosslessCodec(codec) && !LOSSY_CODECS.has(codec)) {
    return { kind: 'refused', failure: { kind: 'unsupported_codec', codec } };
  }
  if (audio.sampleRate <= 0 || audio.channels <= 0) {
    return { kind: 'refused', failure: { kind: 'corrupt' } };
  }
  if (audio.durationS !== null && audio.durationS > maxMinutes * 60) {
    return {
      kind: 'refused',
      failure: { kind: 'too_long', durationS: audio.durationS, maxMinutes },
    };
  }
  return {
    kind: 'plan',
    shape: {
      sampleRate: streamSampleRate(audio.sampleRate),
      channels: Math.min(2, audio.channels),
      lossless: isLosslessCodec(codec),
    },
    durationS: audio.durationS,
  };
}

/**
 * The verdict on what the pass decoded (`samples` at the renditions' `sampleRate`): longer than
 * allowed (a header may lie), nothing or next to nothing — damaged when the header promised a
 * second or more, else simply too short. Null: fine.
 */
export function judgeDecoded(input: {
  samples: number;
  sampleRate: number;
  probedS: number | null;
  maxMinutes: number;
}): ProcessingFailure | null {
  const durationS = input.samples / input.sampleRate;
  if (durationS > input.maxMinutes * 60) {
    return { kind: 'too_long', durationS, maxMinutes: input.maxMinutes };
  }
  if (durationS >= MIN_TRACK_SECONDS) return null;
  if ((input.probedS ?? 0) >= 1) return { kind: 'corrupt' };
  return input.samples === 0 ? { kind: 'no_audio' } : { kind: 'too_short' };
}

/** ffmpeg's AAC encoder: 1,024 samples a frame, and always 1,024 samples of priming. */
export const AAC_FRAME_SAMPLES = 1024;
export const AAC_PRIMING_SAMPLES = 1024;

/**
 * The AAC rendition's gapless facts from the exact number of samples encoded: the frames hold
 * priming + audio rounded up to whole frames, and what is left of the last frame is padding
 * (the fMP4 muxer shortens that last sample's duration by as much).
 */
export function aacGapless(path: string, samples: number, sampleRate: number): GaplessAac {
  const frames = Math.ceil((samples + AAC_PRIMING_SAMPLES) / AAC_FRAME_SAMPLES);
  return {
    path,
    primingSamples: AAC_PRIMING_SAMPLES,
    paddingSamples: frames * AAC_FRAME_SAMPLES - AAC_PRIMING_SAMPLES - samples,
    samples,
    sampleRate,
  };
}
