import { randomBytes, randomInt } from 'node:crypto';

import { withDb } from '../support/db.js';
import { call, type Reply } from '../support/http.js';
import type { WrittenMail } from '../support/mailbox.js';
import { solvedToken } from '../verification/altcha-solver.js';

export type Kind = 'artist' | 'fan';

export const JOIN_PATH: Record<Kind, string> = {
  artist: '/api/public/waitlist',
  fan: '/api/public/waitlist/fan',
};

export const VERIFICATION_FAILED = 'Verification challenge failed. Please try refreshing the page.';

/** An address no other test uses (example.com: not on the disposable list, unlike .test). */
export const uniqueWaitlistEmail = (label: string): string =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** A client address of its own (TEST-NET-2, never routed), so rate limits stay per test. */
export const freshIp = (): string => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

/** A complete artist form with every field, as the /join form sends it. */
export function artistForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: uniqueWaitlistEmail('artist'),
    phone_number: '+44 20 7946 0000',
    artist_name: 'Ghost Orchard',
    dsp_link: 'https://open.spotify.com/artist/0ghost',
    country: 'GB',
    genres: [],
    genre_ids: [],
    distributor: 'distrokid',
    collection_agencies: ['prs', 'ppl'],
    has_collection_agency: true,
    release_plan: 2,
    release_plan_albums: 1,
    release_plan_eps: 0,
    release_plan_singles: 5,
    message: 'Looking forward to it.',
    wants_exclusives: true,
    owns_rights: true,
    social_instagram: '@ghost.orchard',
    social_tiktok: 'ghostorchard',
    social_youtube: 'https://www.youtube.com/@ghostorchard',
    social_other: '',
    music_link_type: 'bandcamp',
    music_link_url: 'https://ghostorchard.bandcamp.com/album/first',
    has_recording_agreement: true,
    record_label_name: 'Orchard Records',
    has_publishing_agreement: false,
    publisher_name: '',
    heard_about: 'A friend',
    cfTurnstileToken: 'not-a-solved-challenge',
    ...overrides,
  };
}

/** A complete fan form, as /fan-waitlist sends it. */
export function fanForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Grace Hopper',
    email: uniqueWaitlistEmail('fan'),
    favourite_artist: 'Ghost Orchard',
    streaming_platform: 'tidal',
    country: 'IE',
    referral_source: 'friend',
    is_subscribed: true,
    cfTurnstileToken: 'not-a-solved-challenge',
    ...overrides,
  };
}

export interface JoinOptions {
  ip?: string;
  /** Solve a real challenge first (default), or send the form's token as it is. */
  verified?: boolean;
  headers?: Record<string, string>;
}

/** Sends a sign-up; by default with a freshly solved ALTCHA token and a client IP of its own. */
export async function join(
  baseUrl: string,
  kind: Kind,
  form: Record<string, unknown>,
  options: JoinOptions = {},
): Promise<Reply> {
  const body =
    options.verified === false ? form : { ...form, cfTurnstileToken: await solvedToken(baseUrl) };
  return call(baseUrl, 'POST', JOIN_PATH[kind], {
    body,
    ip: options.ip ?? freshIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

export interface StoredEntry {
  id: string;
  kind: Kind;
  email: string;
  name: string;
  country: string | null;
  answers: Record<string, unknown>;
  is_subscribed: boolean;
  consent_at: Date;
  consent_ip: string | null;
  consent_user_agent: string | null;
  consent_version: string;
  consent_boxes: Record<string, boolean>;
  created_at: Date;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  unsubscribed_at: Date | null;
}

/** The stored entries of an address (compared lower-cased), on either list. */
export const entriesOf = (email: string): Promise<StoredEntry[]> =>
  withDb(
    async (db) =>
      (
        await db.query<StoredEntry>(
          `SELECT id, kind, email, name, country, answers, is_subscribed, consent_at,
             host(consent_ip) AS consent_ip, consent_user_agent, consent_version, consent_boxes,
             created_at, confirmed_at, confirmation_sent_at, unsubscribed_at
           FROM waitlist_entries WHERE email = lower($1) ORDER BY kind`,
          [email.trim()],
        )
      ).rows,
  );

export async function onlyEntryOf(email: string): Promise<StoredEntry> {
  const entries = await entriesOf(email);
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  if (!entry) throw new Error(`no entry for ${email}`);
  return entry;
}

/** Adds a genre to the catalogue (the genre list the artist form picks from). */
export async function addGenre(name: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO genres (id, name) VALUES (gen_random_uuid(), $1)
       ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id`,
      [name],
    );
    const [row] = rows;
    if (!row) throw new Error('genre insert returned nothing');
    return row.id;
  });
}

/** The token of a mail's link to `/waitlist/<page>?token=…`. */
export function linkToken(mail: WrittenMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/waitlist/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}

/** Moves an entry's times back, as if it had signed up (and been mailed) `minutes` ago. */
export const backdate = (email: string, kind: Kind, minutes: number): Promise<void> =>
  withDb(async (db) => {
    await db.query(
      `UPDATE waitlist_entries SET created_at = created_at - make_interval(mins => $3),
         consent_at = consent_at - make_interval(mins => $3),
         confirmation_sent_at = confirmation_sent_at - make_interval(mins => $3)
       WHERE email = $1 AND kind = $2`,
      [email, kind, minutes],
    );
  });

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** CSV rows as records keyed by the header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])));
}
