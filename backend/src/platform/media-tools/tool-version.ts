/** The version a tool's `-version` output names, and its major number when it is a release. */
export interface ToolVersion {
  version: string;
  /** Null for a git snapshot (`N-47683-g…`), whose release cannot be told. */
  major: number | null;
}

/**
 * Reads `ffmpeg version 5.1.9-0+deb12u1 Copyright …` (the first line of `-version`); null when
 * the output is not a tool's version banner at all.
 */
export function parseToolVersion(output: string): ToolVersion | null {
  const match = /^\S+ version (\S+)/m.exec(output);
  if (!match?.[1]) return null;
  const version = match[1];
  const release = /^n?(\d+)\.\d+/.exec(version);
  return { version, major: release?.[1] === undefined ? null : Number(release[1]) };
}
