import type { ReleaseState, ReleaseType } from '../domain/release-state.js';
import type { FileNote, PlannedTrack } from './import-plan.js';

/** One release of the import, as the summary (or the dry run's plan) tells it. */
export interface ReleaseOutcome {
  artist: string;
  title: string;
  releaseType: ReleaseType;
  artistIs: 'new' | 'existing';
  /** `none`: nothing to import into it, and no such release exists (nothing was made). */
  releaseIs: 'new' | 'existing' | 'none';
  /** The files planned into it, in order. */
  tracks: PlannedTrack[];
  /** After the run: its state and how many of its tracks are ready. */
  state: ReleaseState | null;
  ready: number;
  total: number;
  /** With --publish, what kept it a draft. */
  missing: string[];
  /** The cover, an unlisted genre: what the operator may want to see to. */
  notes: string[];
}

export interface ImportReport {
  dryRun: boolean;
  publish: boolean;
  releases: ReleaseOutcome[];
  /** Files now ready in Encore. */
  imported: string[];
  skipped: FileNote[];
  failed: FileNote[];
  ignored: string[];
  /** Files still processing when the wait was interrupted. */
  unfinished: string[];
}

/** The processing wait as the progress line shows it. */
export interface ProcessingStatus {
  ready: number;
  failed: number;
  total: number;
  /** Over every track: settled ones count 100. */
  percent: number;
}

const BAR_WIDTH = 24;

/** `Processing [##########··············] 3/8 ready, 1 failed · 45%` */
export function progressLine(status: ProcessingStatus): string {
  const filled = Math.round((status.percent / 100) * BAR_WIDTH);
  const bar = '#'.repeat(filled) + '·'.repeat(BAR_WIDTH - filled);
  const failed = status.failed > 0 ? `, ${status.failed} failed` : '';
  return `Processing [${bar}] ${status.ready}/${status.total} ready${failed} · ${Math.floor(status.percent)}%`;
}

/** The command's exit code: 1 when any file failed (or was left unfinished), else 0. */
export const exitCodeOf = (report: ImportReport): number =>
  report.failed.length > 0 || report.unfinished.length > 0 ? 1 : 0;

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

const notAudio = (count: number): string =>
  count === 1 ? '1 file that is not audio' : `${count} files that are not audio`;

const TYPE_NAMES: Record<ReleaseType, string> = { album: 'album', ep: 'EP', single: 'single' };

function releaseHeading(release: ReleaseOutcome, dryRun: boolean): string {
  const artist = release.artistIs === 'new' ? `${release.artist} (new artist)` : release.artist;
  const made =
    release.releaseIs === 'new'
      ? dryRun
        ? 'new draft'
        : 'new'
      : release.releaseIs === 'existing'
        ? 'existing'
        : 'nothing new';
  return `${artist} — ${release.title} (${TYPE_NAMES[release.releaseType]}, ${made})`;
}

function noteLines(title: string, notes: readonly FileNote[]): string[] {
  if (notes.length === 0) return [];
  return [title, ...notes.map((note) => `  ${note.path} — ${note.reason}`)];
}

/** `--dry-run`: what would be made, skipped and refused; nothing was written. */
export function planLines(report: ImportReport): string[] {
  const lines = ['Dry run: nothing was written. The plan:'];
  for (const release of report.releases) {
    lines.push(`  ${releaseHeading(release, true)}`);
    for (const track of release.tracks) {
      lines.push(`    ${String(track.position).padStart(3)}. ${track.title} — ${track.path}`);
    }
    if (release.tracks.length === 0) lines.push('    (every file is there already)');
    for (const note of release.notes) lines.push(`    ${note}`);
  }
  const planned = report.releases.reduce((sum, release) => sum + release.tracks.length, 0);
  lines.push(
    `Would import ${planned}, skip ${report.skipped.length} as already there, fail ${report.failed.length}.`,
  );
  lines.push(...noteLines('Would skip:', report.skipped));
  lines.push(...noteLines('Would fail:', report.failed));
  if (report.ignored.length > 0) {
    lines.push(`Would ignore ${notAudio(report.ignored.length)}.`);
  }
  return lines;
}

/** The summary a run ends with: counts first, then every failure with its reason. */
export function summaryLines(report: ImportReport): string[] {
  const lines = [
    `Imported ${report.imported.length}, skipped ${report.skipped.length} as already there, failed ${report.failed.length}.`,
  ];
  lines.push(...noteLines('Failed:', report.failed));
  if (report.unfinished.length > 0) {
    lines.push(
      `Still processing when the import stopped (${report.unfinished.length}): a worker finishes them; run the import again to see how they ended.`,
    );
  }
  if (report.releases.length > 0) lines.push('Releases:');
  for (const release of report.releases) {
    const state =
      release.state === null
        ? 'not made'
        : `${release.state.replace('_', ' ')}, ${release.ready} of ${plural(release.total, 'track')} ready`;
    lines.push(`  ${releaseHeading(release, false)}: ${state}`);
    for (const note of release.notes) lines.push(`    ${note}`);
    for (const missing of release.missing) lines.push(`    Not published: ${missing}`);
  }
  if (report.ignored.length > 0) {
    lines.push(`Ignored ${notAudio(report.ignored.length)}.`);
  }
  if (!report.publish && report.releases.some((release) => release.state === 'draft')) {
    lines.push('Drafts stay private: publish them in the studio, or run again with --publish.');
  }
  return lines;
}
