import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** How much of a tool's stderr is kept: the end, where the ebur128 summary and the errors are. */
const STDERR_KEEP_CHARS = 64 * 1024;

/** A tool run that did not end well, with what an admin needs to see why. */
export class ToolRunError extends Error {
  constructor(
    message: string,
    /** The end of the tool's stderr. */
    readonly stderr: string,
    /** Killed for making no progress (rather than failing by itself). */
    readonly stalled: boolean,
  ) {
    super(message);
    this.name = 'ToolRunError';
  }
}

export interface ToolRun {
  path: string;
  args: readonly string[];
  /**
   * Kill the tool when its `-progress` output (fd 3) shows no advance for this long — a hung
   * ffmpeg is stopped here, well before the watchdog's stall time.
   */
  noProgressMs: number;
  /** Each advance of `out_time` (seconds of output written so far). */
  onProgress?: (outSeconds: number) => void;
  /** Each chunk on stdout (PCM for the waveform), as it arrives. */
  onStdout?: (chunk: Buffer) => void;
}

/** Reads `out_time_us=…` lines (4.x builds also print it as `out_time_ms`, in microseconds too). */
function progressReader(onAdvance: (outSeconds: number) => void): (text: string) => void {
  let pending = '';
  let latest = -1;
  return (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
      if (!match?.[1]) continue;
      const outSeconds = Number(match[1]) / 1e6;
      if (outSeconds > latest) {
        latest = outSeconds;
        onAdvance(outSeconds);
      }
    }
  };
}

/**
 * Runs ffmpeg (or ffprobe) to the end; resolves with the end of its stderr on exit code 0.
 * Rejects with a ToolRunError when it fails, is killed, or stalls (then it is killed first).
 */
export function runTool(run: ToolRun): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.path, run.args, {
      stdio: ['ignore', run.onStdout ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stalled = false;
    let failure: Error | null = null;
    let timer: NodeJS.Timeout | undefined;
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        child.kill('SIGKILL');
      }, run.noProgressMs);
    };
    arm();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEEP_CHARS);
    });
    const progress = child.stdio[3] as Readable | null;
    progress?.setEncoding('utf8');
    const readProgress = progressReader((outSeconds) => {
      arm();
      run.onProgress?.(outSeconds);
    });
    progress?.on('data', readProgress);
    child.stdout?.on('data', (chunk: Buffer) => {
      try {
        run.onStdout?.(chunk);
      } catch (error) {
        failure = error as Error;
        child.kill('SIGKILL');
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new ToolRunError(`${run.path} could not run: ${error.message}`, stderr, false));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (failure !== null) reject(failure);
      else if (stalled) {
        reject(
          new ToolRunError(
            `Killed after ${Math.round(run.noProgressMs / 1000)} s without progress`,
            stderr,
            true,
          ),
        );
      } else if (code !== 0) {
        reject(
          new ToolRunError(
            `Exited with ${signal === null ? `code ${code}` : signal}`,
            stderr,
            false,
          ),
        );
      } else resolve({ stderr });
    });
  });
}
