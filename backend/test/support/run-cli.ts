import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

const backendDir = join(import.meta.dirname, '..', '..');
/** The demo catalogue tool's workspace: its seed CLIs fill the database the tests read. */
export const demoCatalogueDir = join(backendDir, '..', 'tools', 'demo-catalogue');

/**
 * Runs one of the backend's built CLIs (`dist/src/cli/<name>.js`) the way `npm run` would, with
 * the test run's environment. Never throws on a non-zero exit: tests assert on the code and output.
 */
export const runBuiltCli = (
  name: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> => runNodeScript(backendDir, `dist/src/cli/${name}.js`, args, env);

/** The same for the demo catalogue tool's built CLIs (`seed`, `seed-bulk`). */
export const runDemoCatalogueCli = (
  name: 'seed' | 'seed-bulk',
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> => runNodeScript(demoCatalogueDir, `dist/cli/${name}.js`, args, env);

function runNodeScript(
  cwd: string,
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<CliRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 });
      },
    );
  });
}

/**
 * Seeds the demo catalogue unless it is there already: specs share one rendering per test run.
 * global-setup.ts seeds it before any spec runs; specs that read it still say so here.
 */
export async function ensureDemoSeeded(): Promise<void> {
  const run = await runDemoCatalogueCli('seed', ['--if-empty']);
  if (run.code !== 0) throw new Error(`Demo seed failed (${run.code}): ${run.stderr}`);
}
