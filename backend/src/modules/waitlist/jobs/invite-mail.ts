import type { WaitlistKind } from '@encore/shared-rules';

import { escapeHtml, type MailMessage } from '../../../platform/mail/index.js';

const LIST_NAME: Record<WaitlistKind, string> = {
  artist: 'Encore artist waitlist',
  fan: 'Encore fan waitlist',
};

export interface InviteMailInput {
  to: string;
  name: string;
  kind: WaitlistKind;
  code: string;
  /** The registration page with the code filled in. */
  registerLink: string;
  /** When the code stops working; null: never. */
  expiresAt: Date | null;
}

/** "1 December 2026, 14:05 UTC": unambiguous wherever the reader lives. */
const readableUtc = (instant: Date): string =>
  `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(instant)} UTC`;

/** The invite a waitlist approval sends: the single-use code and a link that fills it in. */
export function inviteMail(input: InviteMailInput): MailMessage {
  const list = LIST_NAME[input.kind];
  const validity =
    input.expiresAt === null
      ? 'It works once.'
      : `It works once, until ${readableUtc(input.expiresAt)}.`;
  const text = [
    `Hi ${input.name},`,
    '',
    `Your wait is over: you're invited to Encore from the ${list}. Your invite code:`,
    '',
    input.code,
    '',
    `${validity} Create your account here (the code is filled in for you):`,
    '',
    input.registerLink,
    '',
    'If you did not sign up for Encore, you can ignore this mail.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.name)},</p>
<p>Your wait is over: you're invited to Encore from the ${list}. Your invite code:</p>
<p style="font-size:x-large;font-family:monospace">${escapeHtml(input.code)}</p>
<p>${validity} <a href="${escapeHtml(input.registerLink)}">Create your account</a> (the code is filled in for you).</p>
<p style="font-size:small">If you did not sign up for Encore, you can ignore this mail.</p>`;
  return { to: input.to, subject: 'Your invite to Encore', text, html };
}
