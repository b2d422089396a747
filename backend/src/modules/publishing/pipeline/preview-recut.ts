import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { MediaTools } from '../../../platform/media-tools/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';
import { CatalogueWriter } from '../../catalogue/index.js';
import { planMaster } from '../domain/master-plan.js';
import { previewWindow } from '../domain/preview-window.js';
import { newStamp, recutPreviewFiles } from '../domain/rendition-paths.js';
import type { Renditions } from '../domain/track-master.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { previewPassArgs } from './ffmpeg-args.js';
import { fetchMaster } from './master-file.js';
import { encodingFailure } from './encoding-failure.js';
import { PipelineFailure } from './pipeline-failure.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineSettings } from './pipeline-settings.js';
import { RenditionStore } from './rendition-store.js';
import { runTool } from './tool-run.js';
import { WorkFolders } from './work-folders.js';

export type RecutOutcome =
  | { outcome: 'cut'; previewStartS: number }
  /** The track is not ready (processing will cut at the current start), or the cut is current. */
  | { outcome: 'skipped' }
  /** The start moved again, or the track was reprocessed, while cutting: dropped. */
  | { outcome: 'superseded' };

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * `recut-preview` (docs/adr/0042): a new preview start cuts only the preview again, from the
 * stored master, into new files beside the track's current version (`preview-<stamp>.*`); one
 * transaction switches the renditions and the catalogue's preview path; the old preview is
 * swept. The track stays `ready` and playable throughout; a failed cut keeps the old preview
 * (the queue retries it; the studio sees the start it asked for differs from `previewStartS`).
 */
@Injectable()
export class PreviewRecut {
  private readonly logger = new Logger(PreviewRecut.name);

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
  ) {}

  async run(trackId: string): Promise<RecutOutcome> {
    const master = await this.masters.find(this.em.fork(), trackId);
    const current = master?.renditions ?? null;
    const durationS = master?.facts?.durationS;
    if (master?.state !== 'ready' || current === null || durationS === undefined) {
      return { outcome: 'skipped' };
    }
    const window = previewWindow(durationS, master.previewStartSeconds);
    if (window.startS === current.previewStartS) return { outcome: 'skipped' };

    const stamp = newStamp(Date.now(), randomBytes(3).toString('hex'));
    const paths = recutPreviewFiles(trackId, current.version, stamp);
    const written: string[] = [];
    const folder = await this.folders.create();
    try {
      const local = await fetchMaster(this.storage, {
        path: master.masterPath,
        folder,
        ffprobe: this.tools.ffprobe.path,
        probeTimeoutMs: this.settings.probeTimeoutMs,
      });
      const plan = planMaster(local.probe, this.settings.maxTrackMinutes);
      if (plan.kind === 'refused' || local.probe.audio === null) {
        throw new Error(`The master no longer plans: ${JSON.stringify(plan)}`);
      }
      const files = {
        input: local.file,
        previewAac: join(folder, 'preview.m4a'),
        previewMp3: join(folder, 'preview.mp3'),
      };
      await runTool({
        path: this.tools.ffmpeg.path,
        args: previewPassArgs({
          files,
          master: local.probe.audio,
          shape: plan.shape,
          preview: window,
          fullAacFrames: this.tools.fullAacFrames,
        }),
        noProgressMs: this.settings.ffmpegNoProgressMs,
      }).catch((error: unknown) => {
        throw encodingFailure(error, this.settings.ffmpegNoProgressMs);
      });
      await this.store.put(
        [
          { local: files.previewAac, path: paths.previewAac },
          { local: files.previewMp3, path: paths.previewMp3 },
        ],
        written,
        () => undefined,
      );
      const next: Renditions = { ...current, ...paths, previewStartS: window.startS };
      const switched = await this.em.fork().transactional(async (tx) => {
        const locked = await this.rows.lock(tx, trackId);
        const stillCurrent =
          locked?.state === 'ready' &&
          locked.renditions?.version === current.version &&
          locked.previewStartSeconds === master.previewStartSeconds;
        if (!stillCurrent) return false;
        await this.rows.replaceRenditions(tx, trackId, next);
        await this.catalogue.setTrackAudio(tx, trackId, {
          filePath: next.streamMp3,
          previewPath: next.previewMp3,
          durationS: round2(durationS),
        });
        return true;
      });
      if (!switched) {
        await this.store.remove(written);
        return { outcome: 'superseded' };
      }
      await this.store.sweep(trackId, next, stamp).catch((error: unknown) => {
        this.logger.warn({ err: error, trackId }, 'could not sweep the replaced preview');
      });
      return { outcome: 'cut', previewStartS: window.startS };
    } catch (error) {
      await this.store.remove(written);
      // The master itself went bad or missing: keep the old preview, say why in the log.
      if (error instanceof PipelineFailure) {
        this.logger.warn(`Preview of track ${trackId} not cut again: ${error.message}`);
        return { outcome: 'skipped' };
      }
      throw error;
    } finally {
      await this.folders.remove(folder);
    }
  }
}
