import { open } from 'node:fs/promises';
import { join } from 'node:path';

import type { MediaStorage } from '../../../platform/storage/index.js';
import { type AudioFormatVerdict, SNIFF_BYTES, sniffAudioFormat } from '../domain/audio-format.js';
import type { ProbedMaster } from '../domain/master-plan.js';
import { lastLines } from '../domain/processing-failure.js';
import { PipelineFailure } from './pipeline-failure.js';
import { probeMaster } from './probe-master.js';
import { ToolRunError } from './tool-run.js';

/** A stored master, copied to a local file, sniffed and probed. */
export interface LocalMaster {
  file: string;
  size: number;
  format: Extract<AudioFormatVerdict, { kind: 'audio' }>;
  probe: ProbedMaster;
}

async function headOf(file: string, size: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(Math.min(SNIFF_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    return head;
  } finally {
    await handle.close();
  }
}

/**
 * Copies the master at `path` into `folder` and judges it before any tool decodes it: present,
 * not empty, audio by its first bytes (the uploads' own rule), readable by ffprobe. Throws a
 * PipelineFailure saying what is wrong otherwise.
 */
export async function fetchMaster(
  storage: MediaStorage,
  input: { path: string | null; folder: string; ffprobe: string; probeTimeoutMs: number },
): Promise<LocalMaster> {
  if (input.path === null) {
    throw new PipelineFailure({ kind: 'missing_master' }, 'The track has no stored master.');
  }
  const file = join(input.folder, 'master');
  if (!(await storage.readToFile(input.path, file))) {
    throw new PipelineFailure({ kind: 'missing_master' }, `Nothing is stored at ${input.path}.`);
  }
  const handle = await open(file, 'r');
  const { size } = await handle.stat().finally(() => handle.close());
  if (size === 0) throw new PipelineFailure({ kind: 'empty' }, `${input.path} has 0 bytes.`);
  const verdict = await sniffAudioFormat(await headOf(file, size), size);
  if (verdict.kind === 'refused') {
    throw new PipelineFailure(
      { kind: 'not_audio', sniffReason: verdict.reason },
      `Sniffed as ${verdict.detected ?? 'nothing recognised'} (${size} bytes).`,
    );
  }
  try {
    const probe = await probeMaster(input.ffprobe, file, input.probeTimeoutMs);
    return { file, size, format: verdict, probe };
  } catch (error) {
    if (!(error instanceof ToolRunError)) throw error;
    throw new PipelineFailure(
      error.stalled
        ? { kind: 'stalled', silentS: input.probeTimeoutMs / 1000 }
        : { kind: 'corrupt' },
      `ffprobe: ${error.message}\n${lastLines(error.stderr)}`,
    );
  }
}
