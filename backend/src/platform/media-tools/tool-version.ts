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

/**
 * Whether an ffmpeg of this version has the `setts` bitstream filter (4.4 and later), with which
 * every AAC packet is written a whole frame long (docs/adr/0048); a git snapshot cannot tell.
 */
export function hasSettsFilter(version: string): boolean {
  const release = /^n?(\d+)\.(\d+)/.exec(version);
  if (release?.[1] === undefined || release[2] === undefined) return false;
  const major = Number(release[1]);
  return major > 4 || (major === 4 && Number(release[2]) >= 4);
}
