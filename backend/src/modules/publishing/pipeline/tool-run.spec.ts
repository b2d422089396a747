import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runTool, ToolRunError } from './tool-run.js';

/** A stand-in for ffmpeg: a shell script writing progress lines to fd 3, as `-progress pipe:3` does. */
async function script(folder: string, name: string, body: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return path;
}

describe('runTool', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'encore-tool-run-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  test('reports each advance of the output time, passes stdout on, keeps stderr', async () => {
    const tool = await script(
      folder,
      'progressing',
      [
        'printf "out_time_us=N/A\\nprogress=continue\\n" >&3',
        'printf "out_time_us=1500000\\nprogress=continue\\n" >&3',
        'printf "out_time_ms=1500000\\n" >&3',
        'printf "out_time_us=3000000\\nprogress=end\\n" >&3',
        'printf "pcm"',
        'echo "  I: -20.0 LUFS" >&2',
      ].join('\n'),
    );
    const seen: number[] = [];
    const stdout: string[] = [];
    const { stderr } = await runTool({
      path: tool,
      args: [],
      noProgressMs: 5000,
      onProgress: (seconds) => seen.push(seconds),
      onStdout: (chunk) => stdout.push(chunk.toString()),
    });
    expect(seen).toEqual([1.5, 3]);
    expect(stdout.join('')).toBe('pcm');
    expect(stderr).toContain('I: -20.0 LUFS');
  });

  test('kills a tool whose output time stops advancing, and says it stalled', async () => {
    const tool = await script(
      folder,
      'hanging',
      'printf "out_time_us=1000000\\n" >&3\nexec sleep 30',
    );
    const run = runTool({ path: tool, args: [], noProgressMs: 300 });
    await expect(run).rejects.toBeInstanceOf(ToolRunError);
    await expect(run).rejects.toMatchObject({
      stalled: true,
      message: 'Killed after 0 s without progress',
    });
  });

  test('rejects a failing tool with its exit code and its last words', async () => {
    const tool = await script(
      folder,
      'failing',
      'echo "Invalid data found when processing input" >&2\nexit 1',
    );
    await expect(runTool({ path: tool, args: [], noProgressMs: 5000 })).rejects.toMatchObject({
      stalled: false,
      message: 'Exited with code 1',
      stderr: 'Invalid data found when processing input\n',
    });
  });

  test('rejects a tool that is not there', async () => {
    await expect(
      runTool({ path: join(folder, 'missing'), args: [], noProgressMs: 5000 }),
    ).rejects.toThrow('could not run');
  });
});
