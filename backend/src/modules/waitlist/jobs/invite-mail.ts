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
  /** The artist studio (where an artist's account starts): an artist's mail says to open it. */
  studioLink: string;
}

/**
 * What an artist does once registered: their account is an artist account with the profile
 * made from their waitlist answers (auth's invite grant), and the studio is where they start.
 */
const artistNextSteps = (studioLink: string) => ({
  text: [
    'Your account will be an artist account, with your artist profile made from what you told us.',
    'Open your studio to upload your first release:',
    '',
    studioLink,
  ],
  html: `<p>Your account will be an artist account, with your artist profile made from what you told us. <a href="${escapeHtml(studioLink)}">Open your studio to upload your first release</a>.</p>`,
});

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
  const next = input.kind === 'artist' ? artistNextSteps(input.studioLink) : null;
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
    ...(next === null ? [] : [...next.text, '']),
    'If you did not sign up for Encore, you can ignore this mail.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.name)},</p>
<p>Your wait is over: you're invited to Encore from the ${list}. Your invite code:</p>
<p style="font-size:x-large;font-family:monospace">${escapeHtml(input.code)}</p>
<p>${validity} <a href="${escapeHtml(input.registerLink)}">Create your account</a> (the code is filled in for you).</p>
${next === null ? '' : `${next.html}\n`}<p style="font-size:small">If you did not sign up for Encore, you can ignore this mail.</p>`;
  return { to: input.to, subject: 'Your invite to Encore', text, html };
}
