export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: SMTP in production, files under MAIL_DIR by default (see mail.module.ts). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
