import type { ProcessingStep, TrackState } from './track-state.js';

/** What the pipeline measured of a master (docs/adr/0042). */
export interface AudioFacts {
  durationS: number;
  sampleRate: number;
  /** Null for lossy codecs (MP3, Vorbis, Opus), which have none. */
  bitDepth: number | null;
  channels: number;
  /** The sniffed format: wav, aiff, flac, alac, mp3, ogg or opus. */
  format: string;
  lossless: boolean;
}

/** EBU R128 loudness of the master, and the gain that brings it to −14 LUFS without clipping. */
export interface Loudness {
  integratedLufs: number;
  /** dBTP; null for digital silence. */
  truePeakDbtp: number | null;
  rangeLu: number;
  trackGainDb: number;
}

/** The AAC rendition's gapless facts: what a player trims (issue 26). */
export interface GaplessAac {
  path: string;
  /** Encoder delay at the start, in samples (1024 for ffmpeg's AAC). */
  primingSamples: number;
  /** Samples of padding after the last real one. */
  paddingSamples: number;
  /** The real audio's length in samples at `sampleRate`. */
  samples: number;
  sampleRate: number;
}

/**
 * A processed master's outputs, all under one version folder, switched to in one transaction
 * (a reader never sees half a set).
 */
export interface Renditions {
  version: string;
  streamAac: GaplessAac;
  streamMp3: string;
  previewAac: string;
  previewMp3: string;
  /** Lossless masters only: the FLAC that owners download. */
  flac: string | null;
  /** About 1,000 peaks (JSON) for waveforms. */
  peaks: string;
  /** Where the preview was cut (seconds). */
  previewStartS: number;
}

/** Defaults the studio offers from the file's tags; every string trimmed and capped. */
export interface FileTags {
  title?: string;
  trackNumber?: number;
  discNumber?: number;
  isrc?: string;
  year?: number;
  artists?: string[];
  album?: string;
  albumArtist?: string;
  genre?: string;
  lyrics?: string;
  hasArtwork?: boolean;
}

/** A release track's master, as `track_masters` holds it. */
export interface TrackMaster {
  trackId: string;
  state: TrackState;
  expectedSize: number;
  originalName: string;
  uploadId: string | null;
  masterPath: string | null;
  masterFormat: string | null;
  contentSha256: string | null;
  step: ProcessingStep | null;
  progress: number;
  heartbeatAt: Date | null;
  failureReason: string | null;
  failureDetail: string | null;
  attempts: number;
  previewStartSeconds: number | null;
  isrc: string | null;
  credits: string | null;
  facts: AudioFacts | null;
  tags: FileTags | null;
  loudness: Loudness | null;
  renditions: Renditions | null;
  processedAt: Date | null;
  /** When the public first got the track (docs/adr/0050); null while it never went public. */
  firstListedAt: Date | null;
}
