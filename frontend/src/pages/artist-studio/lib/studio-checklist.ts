import {
  formatStudioTime,
  type StudioReleaseSummary,
  studioReleasePath,
  withArtistId,
} from '@/entities/release';
import { artistPath, ROUTES } from '@/shared/config';
import type { ProfileFacts } from '../api/artist-profile';

export type ChecklistStepId = 'profile' | 'upload' | 'publish';

export interface ChecklistStep {
  id: ChecklistStepId;
  title: string;
  done: boolean;
  /** Where the artist stands on this step, in a sentence. */
  detail: string;
  /** The next thing to do, when there is one. */
  action: { label: string; to: string } | null;
  /** A quieter second way on (to see the result), when there is one. */
  link: { label: string; to: string } | null;
}

/** A step as each rule writes it: without a next thing to do or a second way on, none. */
type StepFacts = Omit<ChecklistStep, 'action' | 'link'> &
  Partial<Pick<ChecklistStep, 'action' | 'link'>>;

const step = (facts: StepFacts): ChecklistStep => ({ action: null, link: null, ...facts });

export interface ChecklistFacts {
  /** Null while unknown (not loaded, or it could not be). */
  profile: ProfileFacts | null;
  /** Newest first, as the studio lists them. */
  releases: readonly StudioReleaseSummary[];
  /** An admin's artist (`?artist_id=`), carried to the new-release page; null for the artist. */
  artistId: string | null;
  timeZone?: string;
}

function listing(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

function profileStep(profile: ProfileFacts | null, artistId: string | null): ChecklistStep {
  const missing =
    profile === null
      ? ['a photo', 'a bio', 'your genres']
      : [
          ...(profile.hasPhoto ? [] : ['a photo']),
          ...(profile.hasBio ? [] : ['a bio']),
          ...(profile.hasGenres ? [] : ['your genres']),
        ];
  const done = profile !== null && missing.length === 0;
  return step({
    id: 'profile',
    title: 'Complete your profile',
    done,
    detail: done
      ? 'Your photo, bio and genres are on your artist page.'
      : `Add ${listing(missing)}: it is what listeners see on your artist page.`,
    action: { label: 'Edit your profile', to: withArtistId(ROUTES.artistStudioProfile, artistId) },
    link:
      profile === null
        ? null
        : { label: 'See your artist page', to: artistPath(profile.identifier) },
  });
}

const newest = (releases: readonly StudioReleaseSummary[], state: StudioReleaseSummary['state']) =>
  releases.find((release) => release.state === state) ?? null;

function uploadStep(
  releases: readonly StudioReleaseSummary[],
  artistId: string | null,
): ChecklistStep {
  const withReadyTrack = releases.find((release) => release.ready_track_count > 0) ?? null;
  const draft = newest(releases, 'draft');
  const title = 'Upload your first release';
  if (withReadyTrack !== null) {
    return step({
      id: 'upload',
      title,
      done: true,
      detail: `“${withReadyTrack.title}” has ${withReadyTrack.ready_track_count} ready ${withReadyTrack.ready_track_count === 1 ? 'track' : 'tracks'}.`,
    });
  }
  if (draft === null) {
    return step({
      id: 'upload',
      title,
      done: false,
      detail: 'Create a release and drop your masters in: WAV, AIFF, FLAC, ALAC, MP3 or Ogg.',
      action: { label: 'New release', to: withArtistId(ROUTES.artistStudioNewRelease, artistId) },
    });
  }
  return step({
    id: 'upload',
    title,
    done: false,
    detail:
      draft.track_count === 0
        ? `“${draft.title}” has no tracks yet: drop your masters in.`
        : `“${draft.title}”: ${draft.ready_track_count} of ${draft.track_count} tracks ready.`,
    action: { label: `Continue “${draft.title}”`, to: studioReleasePath(draft.id) },
  });
}

function publishStep(releases: readonly StudioReleaseSummary[], timeZone?: string): ChecklistStep {
  const title = 'Publish';
  const published = newest(releases, 'published');
  if (published !== null) {
    return step({
      id: 'publish',
      title,
      done: true,
      detail: `“${published.title}” is public.`,
    });
  }
  const scheduled = newest(releases, 'scheduled');
  if (scheduled !== null) {
    const when =
      scheduled.scheduled_for === null
        ? ''
        : ` on ${formatStudioTime(scheduled.scheduled_for, timeZone)}`;
    return step({
      id: 'publish',
      title,
      done: true,
      detail: `“${scheduled.title}” goes public${when}.`,
    });
  }
  const candidate = releases
    .filter((release) => release.state === 'draft' && release.ready_track_count > 0)
    .sort((a, b) => b.ready_track_count - a.ready_track_count)[0];
  return step({
    id: 'publish',
    title,
    done: false,
    detail:
      candidate === undefined
        ? 'Once a release has its tracks ready, publish it now or choose the day it goes public.'
        : `“${candidate.title}” has ready tracks: check what it still needs, then publish it now or on a day you choose.`,
    action:
      candidate === undefined
        ? null
        : { label: `Publish “${candidate.title}”`, to: studioReleasePath(candidate.id) },
  });
}

/** The studio home's three steps from a new artist to a public release, and where each stands. */
export function studioChecklist({
  profile,
  releases,
  artistId,
  timeZone,
}: ChecklistFacts): ChecklistStep[] {
  return [
    profileStep(profile, artistId),
    uploadStep(releases, artistId),
    publishStep(releases, timeZone),
  ];
}
