import 'reflect-metadata';

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { type AppConfig, ConfigModule, loadConfig } from '../config/index.js';
import { DATABASE_FACTS } from '../database-facts.js';
import {
  CatalogueImport,
  CatalogueImportModule,
  exitCodeOf,
  type ImportListener,
  planLines,
  progressLine,
  summaryLines,
} from '../modules/publishing/index.js';
import { DatabaseModule } from '../platform/database/index.js';
import { SHARED_PLATFORM_MODULES } from '../platform/platform.modules.js';
import { QueueModule } from '../platform/queue/index.js';
import { print, runCli } from './cli-output.js';

const USAGE =
  'usage: npm run catalogue:import -w backend -- <folder> [--artist "Name"] [--access free|preview|soundcheck] [--genre "Name"] [--publish] [--dry-run]';

/** `--access` as operators say it → the access type a release stores (preview: `standard`). */
const ACCESS_OPTIONS = {
  free: 'free',
  preview: 'standard',
  standard: 'standard',
  soundcheck: 'soundcheck',
} as const;

/**
 * The import's composition root: what the worker has (config, database, Redis, queues) and the
 * import — with the pipeline's processor in this process unless it is a dry run, so the command
 * ends on its own with its summary whether or not a worker runs (docs/adr/0042).
 */
@Module({})
class CatalogueImportCli {
  static register(config: AppConfig, processing: boolean): DynamicModule {
    return {
      module: CatalogueImportCli,
      imports: [
        ConfigModule.register(config),
        DatabaseModule.forRoot(DATABASE_FACTS),
        ...SHARED_PLATFORM_MODULES,
        QueueModule,
        CatalogueImportModule.register({ processing }),
      ],
    };
  }
}

/**
 * `npm run catalogue:import -w backend -- <folder> [--artist "Name"] [--access free|preview|soundcheck]
 * [--genre "Name"] [--publish] [--dry-run]`: imports a folder of music (Artist/Album/track files,
 * or tagged files anywhere in it) as artist profiles, releases and tracks, through the same
 * pipeline as the studio's uploads. A relative folder is taken from where npm was started.
 * Exit code 1 when any file failed. Helpers below are function declarations: runCli starts this
 * body at once.
 */
runCli('Catalogue import', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      artist: { type: 'string' },
      access: { type: 'string', default: 'free' },
      genre: { type: 'string' },
      publish: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const [folderArgument, ...extra] = positionals;
  if (folderArgument === undefined || folderArgument.trim() === '' || extra.length > 0) {
    throw new Error(`give one folder to import. ${USAGE}`);
  }
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  const access = parseAccess(values.access);
  const dryRun = values['dry-run'];

  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(
    CatalogueImportCli.register(config, !dryRun),
    { logger: ['error', 'fatal'] },
  );
  const interrupt = new AbortController();
  const onInterrupt = (): void => {
    if (interrupt.signal.aborted) process.exit(130);
    interrupt.abort();
    process.stderr.write('\nStopping after the current file (Ctrl-C again to quit at once)…\n');
  };
  process.on('SIGINT', onInterrupt);
  try {
    await app.init();
    const progress = progressDisplay(process.stdout.isTTY);
    const report = await app.get(CatalogueImport).run(
      {
        folder,
        artist: values.artist,
        access,
        genre: values.genre,
        dryRun,
        publish: values.publish,
      },
      progress.listener,
      interrupt.signal,
    );
    progress.done();
    for (const line of dryRun ? planLines(report) : summaryLines(report)) print(line);
    process.exitCode = exitCodeOf(report);
  } finally {
    process.off('SIGINT', onInterrupt);
    await app.close();
  }
});

function parseAccess(raw: string): (typeof ACCESS_OPTIONS)[keyof typeof ACCESS_OPTIONS] {
  const key = raw.trim().toLowerCase();
  if (!Object.hasOwn(ACCESS_OPTIONS, key)) {
    throw new Error(`--access must be free, preview or soundcheck (got "${raw}").`);
  }
  return ACCESS_OPTIONS[key as keyof typeof ACCESS_OPTIONS];
}

/**
 * On a terminal, one line rewritten in place (`\r`, cleared to its end); elsewhere (a log, CI)
 * plain lines: one per stored file and one per file that finished processing.
 */
function progressDisplay(tty: boolean): { listener: ImportListener; done: () => void } {
  let open = false;
  let shown = '';
  const rewrite = (text: string): void => {
    const width = Math.max(20, (process.stdout.columns || 80) - 1);
    const line = text.length > width ? `${text.slice(0, width - 1)}…` : text;
    if (line === shown) return;
    process.stdout.write(`\r\u001b[K${line}`);
    shown = line;
    open = true;
  };
  const done = (): void => {
    if (open) process.stdout.write('\n');
    open = false;
    shown = '';
  };
  let settled = 0;
  let total = 0;
  const listener: ImportListener = tty
    ? {
        scanned: (count, path) => {
          rewrite(`Scanning ${count}: ${path}`);
        },
        stored: (count, of, path) => {
          rewrite(`Storing ${count}/${of}: ${path}`);
        },
        processing: (status) => {
          rewrite(progressLine(status));
        },
      }
    : {
        stored: (count, of, path) => {
          print(`Stored ${count}/${of}: ${path}`);
        },
        processing: (status) => {
          total = status.total;
        },
        settled: (path, outcome) => {
          settled++;
          print(
            outcome.ready
              ? `Ready ${settled}/${total}: ${path}`
              : `Failed ${settled}/${total}: ${path} — ${outcome.reason}`,
          );
        },
      };
  return { listener, done };
}
