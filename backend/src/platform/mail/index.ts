export { FileMailer } from './file-mailer.js';
export { MailModule } from './mail.module.js';
export { type MailMessage, Mailer } from './mailer.js';
export { escapeHtml } from './escape-html.js';
