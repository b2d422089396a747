// Write-then-rename, so an interrupted seed never leaves a half-written file that a later run
// would mistake for a finished one.
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

let counter = 0;

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  counter += 1;
  const temporary = `${path}.${process.pid}-${threadId}-${counter}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Whether a finished file is already there (rendering skips it: seeds are idempotent). */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
