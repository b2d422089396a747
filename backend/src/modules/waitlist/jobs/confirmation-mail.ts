import type { WaitlistKind } from '@encore/shared-rules';

import { escapeHtml, type MailMessage } from '../../../platform/mail/index.js';

const LIST_NAME: Record<WaitlistKind, string> = {
  artist: 'Encore artist waitlist',
  fan: 'Encore fan waitlist',
};

export interface ConfirmationLinks {
  confirm: string;
  unsubscribe: string;
}

/** The double opt-in mail: one link confirms the address, the other stops every mail. */
export function confirmationMail(
  to: string,
  name: string,
  kind: WaitlistKind,
  links: ConfirmationLinks,
  unconfirmedDays: number,
): MailMessage {
  const list = LIST_NAME[kind];
  const text = [
    `Hi ${name},`,
    '',
    `Thanks for joining the ${list}. Please confirm your email address (the link works once):`,
    '',
    links.confirm,
    '',
    `If you did not sign up, ignore this mail: unconfirmed sign-ups are deleted after ${unconfirmedDays} days.`,
    '',
    `No more mail from the ${list}: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Thanks for joining the ${list}. Please <a href="${escapeHtml(links.confirm)}">confirm your email address</a> (the link works once).</p>
<p>If you did not sign up, ignore this mail: unconfirmed sign-ups are deleted after ${unconfirmedDays} days.</p>
<p style="font-size:small"><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> from the ${list}.</p>`;
  return { to, subject: `Confirm your place on the ${list}`, text, html };
}
