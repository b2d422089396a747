import type { ChipVariant } from '@/shared/ui/chip';
import type { ReleaseState, ReleaseType, StudioReleaseSummary } from '../model/release';

/** A release state as the studio shows it: a word and the chip's colour. */
export const RELEASE_STATE_CHIPS: Record<ReleaseState, { label: string; variant: ChipVariant }> = {
  draft: { label: 'Draft', variant: 'default' },
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  published: { label: 'Published', variant: 'success' },
  taken_down: { label: 'Taken down', variant: 'danger' },
};

export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = {
  album: 'Album',
  ep: 'EP',
  single: 'Single',
};

/** "24 Dec 2026, 18:00": a moment in the viewer's own time zone (tests pass one). */
export function formatStudioTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

function tracksLine(total: number, ready: number): string {
  if (total === 0) return 'No tracks yet';
  if (ready === total) return total === 1 ? '1 track, ready' : `${total} tracks, all ready`;
  return `${ready} of ${total} ${total === 1 ? 'track' : 'tracks'} ready`;
}

/** One line under a release in the studio's list: where it stands and what comes next. */
export function releaseStatusLine(release: StudioReleaseSummary, timeZone?: string): string {
  switch (release.state) {
    case 'draft':
      return tracksLine(release.track_count, release.ready_track_count);
    case 'scheduled':
      return release.scheduled_for === null
        ? 'Scheduled'
        : `Goes public ${formatStudioTime(release.scheduled_for, timeZone)}`;
    case 'published':
      return release.published_at === null
        ? 'Public now'
        : `Public since ${formatStudioTime(release.published_at, timeZone)}`;
    case 'taken_down':
      return 'Taken down by Encore: open it to see why';
  }
}
