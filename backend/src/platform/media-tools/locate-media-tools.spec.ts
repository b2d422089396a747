import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { locateMediaTools } from './locate-media-tools.js';

/** A stand-in executable that answers `-version` with `banner` (and fails on anything else). */
async function fakeTool(directory: string, name: string, banner: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, name);
  await writeFile(
    path,
    `#!/bin/sh\nfor a in "$@"; do [ "$a" = -version ] && { echo '${banner}'; exit 0; }; done\nexit 1\n`,
  );
  await chmod(path, 0o755);
  return path;
}

describe('locateMediaTools', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'encore-media-tools-'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  test('takes a system build of version 5 or later from PATH', async () => {
    const bin = join(base, 'new');
    await fakeTool(bin, 'ffmpeg', 'ffmpeg version 6.1.1-3 Copyright');
    await fakeTool(bin, 'ffprobe', 'ffprobe version 6.1.1-3 Copyright');
    const tools = await locateMediaTools({ PATH: bin });
    expect(tools.ffmpeg).toEqual({
      path: join(bin, 'ffmpeg'),
      version: '6.1.1-3',
      source: 'system',
    });
    expect(tools.ffprobe.source).toBe('system');
    expect(tools.describe()).toContain(`ffmpeg 6.1.1-3 (system, ${join(bin, 'ffmpeg')})`);
  });

  test('passes over an older system build for the npm one', async () => {
    const bin = join(base, 'old');
    await fakeTool(bin, 'ffmpeg', 'ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright');
    const tools = await locateMediaTools({ PATH: bin });
    expect(tools.ffmpeg.source).toBe('bundled');
    expect(tools.ffmpeg.path).toContain('@ffmpeg-installer');
    expect(tools.ffprobe.source).toBe('bundled');
  });

  test('uses FFMPEG_PATH, and the ffprobe beside it when FFPROBE_PATH is unset', async () => {
    const bin = join(base, 'configured');
    const ffmpeg = await fakeTool(bin, 'ffmpeg', 'ffmpeg version 7.0 Copyright');
    const ffprobe = await fakeTool(bin, 'ffprobe', 'ffprobe version 7.0 Copyright');
    const tools = await locateMediaTools({ FFMPEG_PATH: ffmpeg, PATH: '' });
    expect(tools.ffmpeg).toEqual({ path: ffmpeg, version: '7.0', source: 'configured' });
    expect(tools.ffprobe).toEqual({ path: ffprobe, version: '7.0', source: 'configured' });
  });

  test('refuses a configured path that is no ffmpeg, rather than fall back silently', async () => {
    const notATool = join(base, 'not-a-tool');
    await writeFile(notATool, '#!/bin/sh\nexit 3\n');
    await chmod(notATool, 0o755);
    await expect(locateMediaTools({ FFMPEG_PATH: notATool, PATH: '' })).rejects.toThrow(
      'FFMPEG_PATH',
    );
  });
});
