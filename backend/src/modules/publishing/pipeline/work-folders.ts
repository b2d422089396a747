import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';

/** Whether a process with this id still runs (EPERM: it does, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Local scratch folders for the jobs (the master's copy and ffmpeg's outputs before they are
 * stored), under the system's temporary folder, named after the worker's pid. A worker killed
 * mid-job (kill -9) leaves its folder behind; the next worker to start on this machine removes
 * every folder whose process is gone.
 */
@Injectable()
export class WorkFolders implements OnModuleInit {
  private readonly logger = new Logger(WorkFolders.name);
  readonly root = join(tmpdir(), 'encore-pipeline');

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const left = await readdir(this.root).catch(() => []);
    for (const name of left) {
      const pid = Number(name.split('-')[0]);
      if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
      // Never fatal: a folder that cannot go now (its ffmpeg still exiting) goes next time.
      await rm(join(this.root, name), { recursive: true, force: true, maxRetries: 3 }).then(
        () => {
          this.logger.log(`Removed the scratch folder of stopped worker ${pid}`);
        },
        (error: unknown) => {
          this.logger.warn({ err: error }, `Could not remove the scratch folder of worker ${pid}`);
        },
      );
    }
  }

  /** A new folder of this process's own. */
  async create(): Promise<string> {
    await mkdir(this.root, { recursive: true });
    return mkdtemp(join(this.root, `${process.pid}-`));
  }

  async remove(folder: string): Promise<void> {
    await rm(folder, { recursive: true, force: true, maxRetries: 3 }).catch((error: unknown) => {
      this.logger.warn({ err: error, folder }, 'Could not remove a scratch folder');
    });
  }
}
