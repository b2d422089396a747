/**
 * Waveform peaks (docs/adr/0042): about 1,000 points a track for the player and the studio, each
 * the loudest sample (all channels) of its stretch of the track, from 0 to 1. Computed from the
 * 16-bit PCM ffmpeg pipes out during the one pass, chunk by chunk, in constant memory; counting
 * the frames on the way gives the track's exact length in samples.
 */
export const PEAK_POINTS = 1000;
/** Fine bins per final point: the length is only estimated up front (MP3s, odd headers). */
const BINS_PER_POINT = 4;
const FULL_SCALE = 32768;

export class PeakMeter {
  private readonly frameBytes: number;
  private readonly framesPerBin: number;
  private readonly bins: number[] = [];
  private frameCount = 0;
  private leftover: Uint8Array | null = null;

  /** `expectedFrames`: the probe's estimate of the length (0 when unknown). */
  constructor(
    private readonly channels: number,
    expectedFrames: number,
    private readonly points = PEAK_POINTS,
  ) {
    this.frameBytes = 2 * channels;
    this.framesPerBin = Math.max(1, Math.floor(expectedFrames / (points * BINS_PER_POINT)));
  }

  /** Frames (samples per channel) seen so far. */
  get frames(): number {
    return this.frameCount;
  }

  /** Takes the next bytes of interleaved signed 16-bit little-endian PCM, split anywhere. */
  push(chunk: Uint8Array): void {
    let bytes = chunk;
    if (this.leftover !== null) {
      bytes = new Uint8Array(this.leftover.length + chunk.length);
      bytes.set(this.leftover);
      bytes.set(chunk, this.leftover.length);
      this.leftover = null;
    }
    const usable = bytes.length - (bytes.length % this.frameBytes);
    if (usable < bytes.length) this.leftover = bytes.slice(usable);
    const view = new DataView(bytes.buffer, bytes.byteOffset, usable);
    for (let offset = 0; offset < usable; offset += this.frameBytes) {
      const bin = Math.floor(this.frameCount / this.framesPerBin);
      let peak = this.bins[bin] ?? 0;
      for (let channel = 0; channel < this.channels; channel += 1) {
        const sample = Math.abs(view.getInt16(offset + 2 * channel, true));
        if (sample > peak) peak = sample;
      }
      this.bins[bin] = peak;
      this.frameCount += 1;
    }
  }

  /**
   * The peaks, `points` of them (fewer only for a track shorter than that many bins), each the
   * loudest of its share of the bins, scaled to 0–1 with three decimals.
   */
  peaks(): number[] {
    const bins = this.bins;
    const count = Math.min(this.points, bins.length);
    return Array.from({ length: count }, (_, point) => {
      const from = Math.floor((point * bins.length) / count);
      const to = Math.max(from + 1, Math.floor(((point + 1) * bins.length) / count));
      let peak = 0;
      for (let bin = from; bin < to; bin += 1) peak = Math.max(peak, bins[bin] ?? 0);
      return Math.round((Math.min(peak, FULL_SCALE) / FULL_SCALE) * 1000) / 1000;
    });
  }
}

/** The peaks file the player and the studio fetch (`peaks.json`, docs/adr/0042). */
export interface PeaksDocument {
  version: 1;
  /** The track's exact length, to the hundredth of a second. */
  durationS: number;
  count: number;
  peaks: number[];
}

export const peaksDocument = (peaks: number[], durationS: number): PeaksDocument => ({
  version: 1,
  durationS: Math.round(durationS * 100) / 100,
  count: peaks.length,
  peaks,
});
