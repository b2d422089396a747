import type { components } from '@/shared/api';
import type { ChipVariant } from '@/shared/ui/chip';
import { formatDateTime } from '@/shared/lib/format';

type AdminReleaseDto = components['schemas']['AdminReleaseDto'];
export type ReleaseState = AdminReleaseDto['state'];
export type ReleaseType = AdminReleaseDto['release_type'];

export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
  taken_down: 'Taken down',
};

/** Public is good news, taken down is an admin's decision: the two ends stand out. */
export const RELEASE_STATE_CHIPS: Record<ReleaseState, ChipVariant> = {
  published: 'success',
  scheduled: 'secondary',
  draft: 'default',
  taken_down: 'danger',
};

export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = {
  album: 'Album',
  ep: 'EP',
  single: 'Single',
};

/** "Single · 1 track": what the release is, in a few words. */
export function releaseSummary(release: Pick<AdminReleaseDto, 'release_type' | 'track_count'>) {
  const tracks = release.track_count === 1 ? '1 track' : `${release.track_count} tracks`;
  return `${RELEASE_TYPE_LABELS[release.release_type]} · ${tracks}`;
}

/** When it went (or goes) public, and who did it, as the list says it. */
export interface Publication {
  when: string;
  /** The account that published or scheduled it; null for none (the operator's import). */
  by: string | null;
}

/**
 * The release's publication in words. A take-down or an unpublish keeps the last publication's
 * time, so a draft or a taken-down release says when it was last public.
 */
export function publicationOf(
  release: Pick<AdminReleaseDto, 'state' | 'published_at' | 'scheduled_for' | 'published_by_email'>,
): Publication {
  const by = release.published_by_email;
  if (release.state === 'scheduled' && release.scheduled_for !== null) {
    return { when: `Scheduled for ${formatDateTime(release.scheduled_for)}`, by };
  }
  if (release.published_at === null) return { when: 'Never published', by: null };
  const at = formatDateTime(release.published_at);
  return { when: release.state === 'published' ? (at ?? '') : `Last public ${at}`, by };
}
