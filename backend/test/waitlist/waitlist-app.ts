import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import { startTestApp, type TestApp } from '../support/test-app.js';
import { addGenre } from './waitlist-fixtures.js';

export interface WaitlistAppForFile {
  /** The running app (from this file's `beforeAll` on), its worker sending the waitlist mail. */
  readonly t: TestApp;
  /** Where that app writes its mail. */
  readonly mailDir: string;
  /** A genre of this file's own in the catalogue (lower case, so it sorts like the demo's). */
  readonly genre: { name: string; id: string };
}

/** The app the waitlist specs sign up against: started before a file's tests, closed after. */
export function waitlistAppForFile(): WaitlistAppForFile {
  let t: TestApp | undefined;
  const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-waitlist-mail-'));
  const genre = { name: `waitlist shoegaze ${randomUUID().slice(0, 8)}`, id: '' };
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
    genre.id = await addGenre(genre.name);
  });
  afterAll(() => t?.close());
  return {
    get t() {
      if (t === undefined) throw new Error('The app starts in beforeAll');
      return t;
    },
    mailDir,
    genre,
  };
}

/** What every accepted sign-up answers, first time or repeat. */
export const PENDING = {
  status: 'pending_confirmation',
  message: expect.stringContaining('confirm your email address') as unknown,
};
