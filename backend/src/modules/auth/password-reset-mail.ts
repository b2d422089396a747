import { escapeHtml, type MailMessage } from '../../platform/mail/index.js';

export function passwordResetMail(
  to: string,
  displayName: string,
  link: string,
  minutes: number,
): MailMessage {
  const text = [
    `Hi ${displayName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Encore account.',
    `Choose a new password here (the link works once, for ${minutes} minutes):`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays the same.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(displayName)},</p>
<p>Someone (hopefully you) asked to reset the password of your Encore account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> — the link works once, for ${minutes} minutes.</p>
<p>If you did not ask for this, ignore this mail: your password stays the same.</p>`;
  return { to, subject: 'Reset your Encore password', text, html };
}
