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
