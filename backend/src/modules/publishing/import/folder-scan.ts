import type { Dirent } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { cleanTags } from '../domain/file-tags.js';
import { isUntakenAudio, SNIFF_BYTES, sniffAudioFormat } from '../domain/audio-format.js';
import { readTags } from '../pipeline/read-tags.js';
import { digestFile, type MasterDigest } from '../uploads/master-copy.js';
import type { ScannedFile } from './import-plan.js';

/** What file-type calls the images a cover may be (the artwork code takes exactly these). */
const IMAGE_TYPES = new Set(['jpg', 'png', 'webp']);

/** As long as the pipeline gives music-metadata (PipelineSettings.tagsTimeoutMs). */
const TAGS_TIMEOUT_MS = 30_000;

/** An audio file found by the scan, for the import to store without reading it twice. */
export interface ScannedAudio {
  absolutePath: string;
  digest: MasterDigest;
}

export interface FolderScan {
  files: ScannedFile[];
  /** The audio files by their path inside the folder. */
  audio: Map<string, ScannedAudio>;
}

/** A file's first bytes (what the sniffing rule reads) and its length. */
async function headOf(file: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    await handle.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await handle.close();
  }
}

/**
 * Every regular file under `folder`, in name order. Hidden entries (`.DS_Store`, `._…`
 * AppleDouble files, `.git`) and symbolic links are passed over: a link may point outside the
 * folder, or back into it.
 */
async function* filesUnder(folder: string, inside = ''): AsyncGenerator<string> {
  const entries: Dirent[] = await readdir(join(folder, inside), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = inside === '' ? entry.name : `${inside}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(folder, path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Reads the folder for the import's plan: each file judged by its first bytes with the
 * uploads' sniffing rule (never by its name); audio hashed (SHA-256, one streamed read, as a
 * finished upload is) and its tags read and cleaned as the pipeline does; images kept as
 * possible covers.
 */
export async function scanFolder(
  folder: string,
  onFile: (count: number, path: string) => void = () => undefined,
): Promise<FolderScan> {
  const scan: FolderScan = { files: [], audio: new Map() };
  for await (const path of filesUnder(folder)) {
    const absolutePath = join(folder, path);
    const { head, size } = await headOf(absolutePath);
    const verdict = await sniffAudioFormat(head, size);
    if (verdict.kind === 'audio') {
      const digest = await digestFile(absolutePath);
      const tags = cleanTags(await readTags(absolutePath, false, TAGS_TIMEOUT_MS));
      scan.files.push({ kind: 'audio', path, bytes: digest.bytes, sha256: digest.sha256, tags });
      scan.audio.set(path, { absolutePath, digest });
    } else if (verdict.detected !== null && IMAGE_TYPES.has(verdict.detected)) {
      scan.files.push({ kind: 'image', path, bytes: size });
    } else {
      scan.files.push({
        kind: 'other',
        path,
        bytes: size,
        reason: verdict.reason,
        untakenAudio: isUntakenAudio(verdict.detected),
      });
    }
    onFile(scan.files.length, path);
  }
  return scan;
}
