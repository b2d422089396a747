import { accessChoiceOf, formatStudioTime, type StudioRelease } from '@/entities/release';

/** What the preview's banner says, line by line; null lines are left out. */
export interface BannerLines {
  title: string;
  /** Where the release stands with listeners. */
  status: string;
  /** The access as listeners see it, and as whom the page below is shown. */
  access: string;
  /** How many tracks listeners do not get, and why. */
  hidden: string | null;
}

const tracksWord = (count: number): string => (count === 1 ? '1 track is' : `${count} tracks are`);

function statusLine(release: StudioRelease, timeZone: string | undefined): string {
  switch (release.state) {
    case 'draft':
      return release.release_date === null
        ? 'Draft: only you can see it. Publishing dates it the day it goes public.'
        : 'Draft: only you can see it until you publish it.';
    case 'scheduled':
      return release.scheduled_for === null
        ? 'Scheduled: listeners see it once it goes public.'
        : `Scheduled for ${formatStudioTime(release.scheduled_for, timeZone)}: listeners see it from then.`;
    case 'published':
      return 'Published: this is the page listeners see now.';
    case 'taken_down':
      return 'Taken down by Encore: listeners cannot open this page now.';
  }
}

function accessLine(release: StudioRelease): string {
  const choice = accessChoiceOf(release.access_type);
  if (choice === null) {
    return 'Access: not chosen yet — choose one in the editor before publishing.';
  }
  const seenAs =
    choice.value === 'soundcheck'
      ? 'Shown below as a member who has not bought it.'
      : 'Shown below as an Encore member sees it.';
  return `Access: ${choice.label} — ${choice.forListeners} ${seenAs}`;
}

function hiddenLine(release: StudioRelease, hidden: number): string | null {
  if (hidden === 0) return null;
  return release.state === 'published'
    ? `${tracksWord(hidden)} hidden: listeners get the tracks that were ready when it went public.`
    : `${tracksWord(hidden)} hidden: not ready yet (uploading, processing or failed). Listeners only get ready tracks.`;
}

/** The banner above the preview (docs/adr/0047, "See as a listener"). */
export function bannerLinesOf(
  release: StudioRelease,
  hiddenTrackCount: number,
  timeZone?: string,
): BannerLines {
  return {
    title: `Preview — this is how listeners will see “${release.title}”`,
    status: statusLine(release, timeZone),
    access: accessLine(release),
    hidden: hiddenLine(release, hiddenTrackCount),
  };
}
