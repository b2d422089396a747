import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface WrittenMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function readAll(directory: string): Promise<WrittenMail[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as WrittenMail,
      ),
  );
  return mails;
}

/** Mail the embedded file mailer wrote to `to`, waiting (bounded) for `count` of them. */
export async function mailsTo(
  directory: string,
  to: string,
  count = 1,
  timeoutMs = 30_000,
): Promise<WrittenMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readAll(directory)).filter((mail) => mail.to === to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reset token of a mail's /update-password link. */
export function resetTokenIn(mail: WrittenMail): string {
  const match = /\/update-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
