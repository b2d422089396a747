import { hasSettsFilter } from './tool-version.js';

/** Where a tool came from (docs/adr/0042): the settings, the system's PATH, or the npm package. */
export type MediaToolSource = 'configured' | 'system' | 'bundled';

export interface MediaTool {
  /** Absolute path of the executable. */
  path: string;
  /** What `-version` says, e.g. `5.1.9-0+deb12u1` (Debian) or `N-47683-g0e8eb07980-static`. */
  version: string;
  source: MediaToolSource;
}

/** The ffmpeg and ffprobe this process runs (located once, at boot). */
export class MediaTools {
  constructor(
    readonly ffmpeg: MediaTool,
    readonly ffprobe: MediaTool,
  ) {}

  /**
   * Whether this ffmpeg writes the AAC renditions' last packet a whole frame long (`setts`), so a
   * Media Source player trims the padding instead of playing it (docs/adr/0048).
   */
  get fullAacFrames(): boolean {
    return hasSettsFilter(this.ffmpeg.version);
  }

  /** One line for the log: which builds run, and from where. */
  describe(): string {
    const one = (name: string, tool: MediaTool): string =>
      `${name} ${tool.version} (${tool.source}, ${tool.path})`;
    return `${one('ffmpeg', this.ffmpeg)}; ${one('ffprobe', this.ffprobe)}`;
  }
}
