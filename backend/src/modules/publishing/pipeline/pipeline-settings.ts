import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';

/**
 * The pipeline's limits, from MAX_TRACK_MINUTES and PROCESSING_STALL_SECONDS (docs/adr/0042):
 * ffmpeg is killed after half the stall time without progress, so a job fails with its own
 * precise reason before the watchdog would have to; any step is given the whole stall time.
 */
@Injectable()
export class PipelineSettings {
  readonly maxTrackMinutes: number;
  readonly stallSeconds: number;
  /** A job silent this long in any step fails itself (the watchdog's limit too). */
  readonly stepStallMs: number;
  /** ffmpeg's output not advancing for this long: it is killed. */
  readonly ffmpegNoProgressMs: number;
  readonly probeTimeoutMs = 60_000;
  readonly tagsTimeoutMs = 30_000;
  /** How often the watchdog looks (a fifth of the stall time, between 5 s and a minute). */
  readonly watchdogEveryMs: number;

  constructor({ env }: AppConfig) {
    this.maxTrackMinutes = env.MAX_TRACK_MINUTES;
    this.stallSeconds = env.PROCESSING_STALL_SECONDS;
    this.stepStallMs = env.PROCESSING_STALL_SECONDS * 1000;
    this.ffmpegNoProgressMs = Math.max(5_000, (env.PROCESSING_STALL_SECONDS * 1000) / 2);
    this.watchdogEveryMs = Math.min(
      60_000,
      Math.max(5_000, (env.PROCESSING_STALL_SECONDS * 1000) / 5),
    );
  }
}
