import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

import { type MediaTool, MediaTools } from './media-tools.js';
import { parseToolVersion, type ToolVersion } from './tool-version.js';

const run = promisify(execFile);

/** The oldest system ffmpeg preferred over the npm build (which is a 2018 snapshot). */
export const MIN_SYSTEM_MAJOR = 5;

type ToolName = 'ffmpeg' | 'ffprobe';

export interface MediaToolSettings {
  FFMPEG_PATH?: string | undefined;
  FFPROBE_PATH?: string | undefined;
  /** The directories searched for a system build (default: this process's PATH). */
  PATH?: string | undefined;
}

/** The version banner of the executable at `path`; null when it does not run as that tool. */
async function versionOf(path: string): Promise<ToolVersion | null> {
  try {
    const { stdout } = await run(path, ['-hide_banner', '-version'], { timeout: 15_000 });
    return parseToolVersion(stdout);
  } catch {
    return null;
  }
}

const isExecutable = (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/** The first executable named `name` in the PATH directories. */
async function onPath(name: ToolName, searchPath: string): Promise<string | null> {
  for (const directory of searchPath.split(delimiter).filter(Boolean)) {
    const candidate = join(directory, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The binary the npm package ships (`@ffmpeg-installer/ffmpeg`, `@ffprobe-installer/ffprobe`). */
async function bundled(name: ToolName): Promise<string | null> {
  try {
    const module =
      name === 'ffmpeg'
        ? await import('@ffmpeg-installer/ffmpeg')
        : await import('@ffprobe-installer/ffprobe');
    return module.default.path;
  } catch {
    // The package throws at import when its platform's binary is missing.
    return null;
  }
}

async function configured(name: ToolName, path: string): Promise<MediaTool> {
  const version = await versionOf(path);
  if (version === null) {
    throw new Error(`${name.toUpperCase()}_PATH=${path} does not run as ${name} (-version failed)`);
  }
  return { path, version: version.version, source: 'configured' };
}

/**
 * One tool, in order (docs/adr/0042): its setting; for ffprobe with only FFMPEG_PATH set, the
 * ffprobe beside that ffmpeg; a system build ≥ 5 on PATH (Debian's gets security fixes and is
 * twice as fast at MP3); the npm package's static build.
 */
async function locate(
  name: ToolName,
  settings: MediaToolSettings,
  searchPath: string,
): Promise<MediaTool> {
  const setting = name === 'ffmpeg' ? settings.FFMPEG_PATH : settings.FFPROBE_PATH;
  if (setting) return configured(name, setting);
  if (name === 'ffprobe' && settings.FFMPEG_PATH) {
    const beside = join(dirname(settings.FFMPEG_PATH), 'ffprobe');
    if (await isExecutable(beside)) return configured(name, beside);
  }
  const system = await onPath(name, searchPath);
  const systemVersion = system === null ? null : await versionOf(system);
  if (system !== null && systemVersion !== null && (systemVersion.major ?? 0) >= MIN_SYSTEM_MAJOR) {
    return { path: system, version: systemVersion.version, source: 'system' };
  }
  const npm = await bundled(name);
  const npmVersion = npm === null ? null : await versionOf(npm);
  if (npm !== null && npmVersion !== null) {
    return { path: npm, version: npmVersion.version, source: 'bundled' };
  }
  throw new Error(
    `No ${name} found: set ${name.toUpperCase()}_PATH, install ${name} ≥ ${MIN_SYSTEM_MAJOR} on PATH, or reinstall the npm packages`,
  );
}

/** ffmpeg and ffprobe, each located as `locate` says; throws when either is missing. */
export async function locateMediaTools(settings: MediaToolSettings): Promise<MediaTools> {
  const searchPath = settings.PATH ?? process.env.PATH ?? '';
  const [ffmpeg, ffprobe] = await Promise.all([
    locate('ffmpeg', settings, searchPath),
    locate('ffprobe', settings, searchPath),
  ]);
  return new MediaTools(ffmpeg, ffprobe);
}
