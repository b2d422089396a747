import { escapeHtml, type MailMessage } from '../../../platform/mail/index.js';
import type { ReleaseMailEvent } from './release-mail-queue.js';

const html = (paragraphs: readonly string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

/**
 * The artist's mail about an admin's decision on a release: what happened, the reason in the
 * admin's words, what it means for listeners and buyers, and where to see it in the studio.
 */
export function releaseDecisionMail(
  to: string,
  release: { title: string; studioLink: string },
  event: ReleaseMailEvent,
  reason: string,
): MailMessage {
  const paragraphs =
    event === 'taken_down'
      ? [
          `Encore has taken down your release "${release.title}". It no longer appears in the catalogue, search or discover, and it cannot be published until it is restored.`,
          `The reason given: ${reason}`,
          'Listeners who bought it keep it: they can still play it.',
          `See it in your studio: ${release.studioLink}`,
          'If you think this is a mistake, reply to this mail.',
        ]
      : [
          `Encore has restored your release "${release.title}". It is a draft again: you can publish it from your studio whenever you are ready.`,
          `The note given: ${reason}`,
          `Open it in your studio: ${release.studioLink}`,
        ];
  return {
    to,
    subject:
      event === 'taken_down'
        ? `Your release "${release.title}" was taken down`
        : `Your release "${release.title}" was restored`,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

/** What a buyer's mail about new tracks says (docs/adr/0050). */
export interface BuyersNewsFacts {
  artistName: string;
  title: string;
  albumLink: string;
  trackTitles: readonly string[];
  /** The artist's words, as written. */
  note: string;
}

/**
 * A buyer's mail when a release they bought gets new tracks: which, the artist's note, and where
 * to hear them. Nothing they bought was taken away: the tracks they had are still there.
 */
export function buyersNewsMail(to: string, news: BuyersNewsFacts): MailMessage {
  const added = news.trackTitles.map((title) => `"${title}"`).join(', ');
  const paragraphs = [
    `${news.artistName} added ${news.trackTitles.length === 1 ? 'a new track' : `${news.trackTitles.length} new tracks`} to "${news.title}", which you bought: ${added}.`,
    `From ${news.artistName}: ${news.note}`,
    'Everything you bought is still there, and the new tracks are yours too.',
    `Listen: ${news.albumLink}`,
  ];
  return {
    to,
    subject: `New on "${news.title}" by ${news.artistName}`,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}
