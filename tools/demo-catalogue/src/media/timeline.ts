// Musical time → sample positions, including swing. One step is a 16th note.
import { SAMPLE_RATE } from './dsp.js';

export class Timeline {
  readonly bpm: number;
  readonly stepSamples: number;
  readonly barSamples: number;
  readonly beatSamples: number;
  private readonly swing: number;
  private readonly swingUnit: 8 | 16;

  // Plain fields rather than parameter properties: worker threads run this file through Node's
  // type stripping under jest, which only accepts erasable TypeScript syntax.
  constructor(bpm: number, swing: number, swingUnit: 8 | 16) {
    this.bpm = bpm;
    this.swing = swing;
    this.swingUnit = swingUnit;
    this.beatSamples = (SAMPLE_RATE * 60) / bpm;
    this.stepSamples = this.beatSamples / 4;
    this.barSamples = this.beatSamples * 4;
  }

  /** Sample index of a step (may be fractional or beyond 16: it just keeps counting). */
  at(bar: number, step: number): number {
    return Math.round(bar * this.barSamples + (step + this.swingOffset(step)) * this.stepSamples);
  }

  /** Gate length of `steps` 16ths in samples (swing is ignored: it only moves onsets). */
  steps(steps: number): number {
    return Math.round(steps * this.stepSamples);
  }

  private swingOffset(step: number): number {
    const whole = Math.floor(step);
    if (whole !== step) return 0;
    const inBeat = ((whole % 4) + 4) % 4;
    if (this.swingUnit === 16) return inBeat % 2 === 1 ? this.swing : 0;
    return inBeat === 2 ? this.swing * 2 : 0;
  }
}
