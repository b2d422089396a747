import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { LYRICS_MAX_LENGTH } from '@encore/shared-rules';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { MediaTools } from '../../../platform/media-tools/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';
import { CatalogueWriter } from '../../catalogue/index.js';
import { cleanTags } from '../domain/file-tags.js';
import { parseEbur128Summary, trackLoudness } from '../domain/loudness.js';
import { aacGapless, judgeDecoded, type MasterPlan, planMaster } from '../domain/master-plan.js';
import { previewWindow } from '../domain/preview-window.js';
import { failureReason, lastLines, type ProcessingFailure } from '../domain/processing-failure.js';
import { newStamp, renditionFiles } from '../domain/rendition-paths.js';
import { tagDefaults } from '../domain/tag-defaults.js';
import type {
  AudioFacts,
  FileTags,
  Loudness,
  Renditions,
  TrackMaster,
} from '../domain/track-master.js';
import { PeakMeter, peaksDocument } from '../domain/waveform-peaks.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { masterPassArgs } from './ffmpeg-args.js';
import { fetchMaster, type LocalMaster } from './master-file.js';
import { PipelineFailure } from './pipeline-failure.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineSettings } from './pipeline-settings.js';
import { ProcessingProgress } from './processing-progress.js';
import { ProcessingQueue } from './processing-queue.js';
import { readTags } from './read-tags.js';
import { RenditionStore } from './rendition-store.js';
import { StallGuard } from './stall-guard.js';
import { encodingFailure } from './encoding-failure.js';
import { runTool } from './tool-run.js';
import { WorkFolders } from './work-folders.js';

export type ProcessOutcome =
  | { outcome: 'ready'; version: string }
  | { outcome: 'failed'; reason: string }
  /** Nothing to do: the track is not processing, or a newer attempt owns it. */
  | { outcome: 'skipped' }
  /** Done, but the track moved on meanwhile (a newer attempt, a deletion): outputs dropped. */
  | { outcome: 'superseded' };

interface Outputs {
  facts: AudioFacts;
  tags: FileTags;
  loudness: Loudness;
  renditions: Renditions;
  durationS: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The format the facts name: the sniffed container, or for M4A the codec inside it. */
const factsFormat = (master: LocalMaster): string =>
  master.format.format === 'm4a' ? (master.probe.audio?.codec ?? 'm4a') : master.format.format;

/**
 * `process-master` (docs/adr/0042): one job turns a track's stored master into its renditions,
 * preview, loudness, waveform peaks, facts and tags — one ffmpeg pass, audio decoded once — and
 * switches the track to them in one transaction, with the catalogue's paths; then sweeps what no
 * row points at. Every way it can end leaves the track `ready`, or `failed` with a reason.
 */
@Injectable()
export class MasterProcessing {
  private readonly logger = new Logger(MasterProcessing.name);

  constructor(
    private readonly em: EntityManager,
    private readonly masters: TrackMastersRepository,
    private readonly rows: PipelineRepository,
    private readonly catalogue: CatalogueWriter,
    private readonly storage: MediaStorage,
    private readonly store: RenditionStore,
    private readonly tools: MediaTools,
    private readonly folders: WorkFolders,
    private readonly settings: PipelineSettings,
    private readonly queue: ProcessingQueue,
  ) {}

  /** `jobAttempt`: the attempt the job was queued for (null: whichever is current). */
  async run(trackId: string, jobAttempt: number | null): Promise<ProcessOutcome> {
    const master = await this.masters.find(this.em.fork(), trackId);
    if (master?.state !== 'processing') return { outcome: 'skipped' };
    if (jobAttempt !== null && jobAttempt !== master.attempts) return { outcome: 'skipped' };
    const guard = new StallGuard(this.settings.stepStallMs);
    const progress = new ProcessingProgress(async (step, percent) => {
      guard.touch();
      await this.masters.progressed(this.em.fork(), trackId, step, percent);
    });
    const version = newStamp(Date.now(), randomBytes(3).toString('hex'));
    const written: string[] = [];
    const folder = await this.folders.create();
    try {
      const outputs = await guard.guard(this.produce(master, folder, version, progress, written));
      return await this.switchTo(master, outputs, version, written);
    } catch (error) {
      await progress.settled();
      await this.store.remove(written);
      if (!(error instanceof PipelineFailure)) throw error;
      await this.fail(trackId, master.attempts, error.failure, error.detail);
      return { outcome: 'failed', reason: failureReason(error.failure) };
    } finally {
      guard.dispose();
      await this.folders.remove(folder);
    }
  }

  /**
   * Stores `failed` with the reason and the detail — only while the track is still processing
   * the same attempt (a newer attempt's track is none of this job's business).
   */
  async fail(
    trackId: string,
    attempt: number,
    failure: ProcessingFailure,
    detail: string,
  ): Promise<boolean> {
    const failed = await this.em.fork().transactional(async (tx) => {
      const locked = await this.rows.lock(tx, trackId);
      if (locked?.state !== 'processing' || locked.attempts !== attempt) return false;
      await this.masters.failed(tx, trackId, { reason: failureReason(failure), detail });
      return true;
    });
    if (failed)
      this.logger.log(
        `Track ${trackId} failed processing (${failure.kind}): ${detail.split('\n')[0] ?? ''}`,
      );
    return failed;
  }

  /** Everything up to the switch: copy, judge, probe, tags, the one pass, storing. */
  private async produce(
    master: TrackMaster,
    folder: string,
    version: string,
    progress: ProcessingProgress,
    written: string[],
  ): Promise<Outputs> {
    await progress.step('probing');
    const local = await fetchMaster(this.storage, {
      path: master.masterPath,
      folder,
      ffprobe: this.tools.ffprobe.path,
      probeTimeoutMs: this.settings.probeTimeoutMs,
    });
    const plan = planMaster(local.probe, this.settings.maxTrackMinutes);
    if (plan.kind === 'refused') throw new PipelineFailure(plan.failure, probeSummary(local));
    const tags = cleanTags(
      await readTags(local.file, local.probe.hasCover, this.settings.tagsTimeoutMs),
    );

    await progress.step('encoding');
    const encoded = await this.encode(master, local, plan, folder, progress);

    await progress.step('storing');
    const paths = renditionFiles(master.trackId, version, plan.shape.lossless);
    await writeFile(join(folder, 'peaks.json'), JSON.stringify(encoded.peaksDocument));
    await this.store.put(
      [
        { local: join(folder, 'stream.m4a'), path: paths.streamAac },
        { local: join(folder, 'stream.mp3'), path: paths.streamMp3 },
        { local: join(folder, 'preview.m4a'), path: paths.previewAac },
        { local: join(folder, 'preview.mp3'), path: paths.previewMp3 },
        { local: join(folder, 'peaks.json'), path: paths.peaks },
        ...(paths.flac === null ? [] : [{ local: join(folder, 'master.flac'), path: paths.flac }]),
      ],
      written,
      () => {
        void progress.step('storing');
      },
    );
    const audio = local.probe.audio;
    return {
      facts: {
        durationS: encoded.durationS,
        sampleRate: audio?.sampleRate ?? plan.shape.sampleRate,
        bitDepth: audio?.bitDepth ?? null,
        channels: audio?.channels ?? plan.shape.channels,
        format: factsFormat(local),
        lossless: plan.shape.lossless,
      },
      tags,
      loudness: encoded.loudness,
      renditions: {
        version,
        streamAac: aacGapless(paths.streamAac, encoded.samples, plan.shape.sampleRate),
        streamMp3: paths.streamMp3,
        previewAac: paths.previewAac,
        previewMp3: paths.previewMp3,
        flac: paths.flac,
        peaks: paths.peaks,
        previewStartS: encoded.previewStartS,
      },
      durationS: encoded.durationS,
    };
  }

  /** The one ffmpeg pass, with the waveform and the exact length read from its PCM branch. */
  private async encode(
    master: TrackMaster,
    local: LocalMaster,
    plan: Extract<MasterPlan, { kind: 'plan' }>,
    folder: string,
    progress: ProcessingProgress,
  ) {
    const audio = local.probe.audio ?? {
      sampleRate: plan.shape.sampleRate,
      channels: plan.shape.channels,
      bitDepth: null,
    };
    const maxSeconds = this.settings.maxTrackMinutes * 60;
    const estimatedS = plan.durationS ?? (await this.measure(local.file, maxSeconds, progress));
    const preview = previewWindow(estimatedS, master.previewStartSeconds);
    const meter = new PeakMeter(
      plan.shape.channels,
      Math.round(estimatedS * plan.shape.sampleRate),
    );
    let stderr: string;
    try {
      ({ stderr } = await runTool({
        path: this.tools.ffmpeg.path,
        args: masterPassArgs({
          files: {
            input: local.file,
            streamAac: join(folder, 'stream.m4a'),
            streamMp3: join(folder, 'stream.mp3'),
            previewAac: join(folder, 'preview.m4a'),
            previewMp3: join(folder, 'preview.mp3'),
            flac: plan.shape.lossless ? join(folder, 'master.flac') : null,
          },
          master: audio,
          shape: plan.shape,
          preview,
          // A second more than allowed: enough to tell "too long" from "exactly the limit".
          maxSeconds: maxSeconds + 1,
          fullAacFrames: this.tools.fullAacFrames,
        }),
        noProgressMs: this.settings.ffmpegNoProgressMs,
        onProgress: (outSeconds) => {
          progress.encoded(outSeconds, estimatedS);
        },
        onStdout: (chunk) => {
          meter.push(chunk);
        },
      }));
    } catch (error) {
      throw encodingFailure(error, this.settings.ffmpegNoProgressMs);
    }
    const samples = meter.frames;
    const durationS = samples / plan.shape.sampleRate;
    const decodedFailure = judgeDecoded({
      samples,
      sampleRate: plan.shape.sampleRate,
      probedS: plan.durationS,
      maxMinutes: this.settings.maxTrackMinutes,
    });
    if (decodedFailure !== null) {
      throw new PipelineFailure(
        decodedFailure,
        `${samples} samples decoded at ${plan.shape.sampleRate} Hz (the header said ${plan.durationS ?? '?'} s).\n${lastLines(stderr, 8)}`,
      );
    }
    const measure = parseEbur128Summary(stderr);
    if (measure === null) {
      throw new Error(`ffmpeg printed no loudness summary:\n${lastLines(stderr)}`);
    }
    const peaks = meter.peaks();
    return {
      samples,
      durationS,
      loudness: trackLoudness(measure),
      previewStartS: preview.startS,
      peaksDocument: peaksDocument(peaks, durationS),
    };
  }

  /** A master whose header gives no length is decoded once just to count it (rare). */
  private async measure(
    file: string,
    maxSeconds: number,
    progress: ProcessingProgress,
  ): Promise<number> {
    let seconds = 0;
    try {
      await runTool({
        path: this.tools.ffmpeg.path,
        args: [
          '-hide_banner',
          '-nostdin',
          '-nostats',
          '-progress',
          'pipe:3',
          '-t',
          String(maxSeconds + 1),
          '-i',
          file,
          '-map',
          '0:a:0',
          '-f',
          'null',
          '-',
        ],
        noProgressMs: this.settings.ffmpegNoProgressMs,
        onProgress: (outSeconds) => {
          seconds = outSeconds;
          progress.encoded(0, null);
        },
      });
    } catch (error) {
      throw encodingFailure(error, this.settings.ffmpegNoProgressMs);
    }
    return seconds;
  }

  /**
   * The switch: in one transaction, the master `ready` with its outputs and the catalogue's
   * track pointing at them (stream.mp3, preview.mp3, the exact duration, and the player's facts:
   * the AAC rendition with its gapless facts, the track gain, the peaks), and the album's gain
   * recomputed — only if this job's attempt still owns the track. Then the sweep.
   */
  /** The studio's empty fields pre-filled from the file's tags (domain/tag-defaults.ts). */
  private async fillFromTags(tx: EntityManager, trackId: string, tags: FileTags): Promise<void> {
    const track = await this.rows.fillableTrack(tx, trackId);
    if (track === null) return;
    const { isrc, ...text } = tagDefaults(track, tags, LYRICS_MAX_LENGTH);
    if (Object.keys(text).length > 0) await this.catalogue.updateTrack(tx, trackId, text);
    if (isrc !== undefined) await this.masters.updateDetails(tx, trackId, { isrc });
  }

  private async switchTo(
    master: TrackMaster,
    outputs: Outputs,
    version: string,
    written: string[],
  ): Promise<ProcessOutcome> {
    const { trackId } = master;
    const switched = await this.em.fork().transactional(async (tx) => {
      const locked = await this.rows.lock(tx, trackId);
      if (locked?.state !== 'processing' || locked.attempts !== master.attempts) return null;
      await this.masters.processed(tx, trackId, {
        facts: outputs.facts,
        tags: outputs.tags,
        loudness: outputs.loudness,
        renditions: outputs.renditions,
      });
      await this.catalogue.setTrackAudio(tx, trackId, {
        filePath: outputs.renditions.streamMp3,
        previewPath: outputs.renditions.previewMp3,
        durationS: round2(outputs.durationS),
      });
      const { path: aacPath, ...aacGapless } = outputs.renditions.streamAac;
      await this.catalogue.setTrackPlayback(tx, trackId, {
        aacPath,
        aacGapless,
        trackGainDb: outputs.loudness.trackGainDb,
        peaksPath: outputs.renditions.peaks,
      });
      await this.fillFromTags(tx, trackId, outputs.tags);
      await this.catalogue.setAlbumGain(
        tx,
        locked.albumId,
        await this.rows.albumGainOf(tx, locked.albumId),
      );
      return locked;
    });
    if (switched === null) {
      await this.store.remove(written);
      return { outcome: 'superseded' };
    }
    const swept = await this.store
      .sweep(trackId, outputs.renditions, version)
      .catch((error: unknown) => {
        this.logger.warn({ err: error, trackId }, 'could not sweep old renditions');
        return 0;
      });
    this.logger.log(`Track ${trackId} processed (version ${version}, ${swept} old files removed)`);
    // The artist moved the preview while this job ran: cut it again at the new start.
    if (switched.previewStartSeconds !== master.previewStartSeconds) {
      await this.queue.recutPreview(trackId);
    }
    return { outcome: 'ready', version };
  }
}

/** The probe's numbers, for a refusal's detail. */
function probeSummary(master: LocalMaster): string {
  const audio = master.probe.audio;
  return audio === null
    ? `ffprobe found no audio stream (video: ${master.probe.hasVideo}).`
    : `ffprobe: ${audio.codec ?? 'unknown codec'}, ${audio.sampleRate} Hz, ${audio.channels} ch, ${audio.durationS ?? '?'} s, video: ${master.probe.hasVideo}.`;
}
