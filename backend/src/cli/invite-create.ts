import { parseArgs } from 'node:util';

import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { InviteCode, randomInviteCode } from '../modules/auth/index.js';
import { appOrmOptions } from '../database-facts.js';
import { print, runCli } from './cli-output.js';

const MAX_USES = 1_000_000;
const NOTE_MAX_LENGTH = 200;

/**
 * `npm run invite:create -- [--code X] [--uses N] [--expires 2027-06-30] [--note "…"]`: adds one
 * registration invite. The code defaults to a random `ENCORE-XXXX-XXXX`; `--expires` is the last
 * day it works (until 23:59:59 UTC). The helpers below are function declarations because runCli
 * starts this body at once, before any `const` further down is initialised.
 */
runCli('Invite creation', async () => {
  const { values } = parseArgs({
    options: {
      code: { type: 'string' },
      uses: { type: 'string', default: '1' },
      expires: { type: 'string' },
      note: { type: 'string' },
    },
    strict: true,
  });
  const code = values.code === undefined ? randomInviteCode() : parseCode(values.code);
  const maxUses = parseUses(values.uses);
  const expiresAt = values.expires === undefined ? null : parseExpiry(values.expires, new Date());
  const note = parseNote(values.note);

  const { env } = loadConfig();
  const orm = await MikroORM.init(appOrmOptions(env.DATABASE_URL));
  try {
    const em = orm.em.fork();
    em.create(InviteCode, {
      code,
      maxUses,
      uses: 0,
      expiresAt,
      note,
      revokedAt: null,
      createdAt: new Date(),
    });
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new Error(`invite code ${code} already exists; choose another --code.`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    await orm.close();
  }

  print(`Invite code: ${code}`);
  print(`Uses:        ${maxUses}`);
  print(`Expires:     ${expiresAt === null ? 'never' : formatUtc(expiresAt)}`);
  if (note !== null) print(`Note:        ${note}`);
});

function parseCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{4,64}$/.test(code)) {
    throw new Error(`--code must be 4-64 letters, digits, hyphens or underscores (got "${raw}").`);
  }
  return code;
}

function parseUses(raw: string): number {
  const uses = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(uses) || uses < 1 || uses > MAX_USES) {
    throw new Error(`--uses must be a whole number from 1 to ${MAX_USES} (got "${raw}").`);
  }
  return uses;
}

/** The end of the given UTC day, so `--expires 2027-06-30` still works all of that day. */
function parseExpiry(raw: string, now: Date): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  const expiresAt = match === null ? null : new Date(`${match[0]}T23:59:59.999Z`);
  // The round trip catches dates Date would silently roll over, such as 2027-02-30.
  if (expiresAt === null || Number.isNaN(expiresAt.getTime()) || !sameDay(expiresAt, raw)) {
    throw new Error(`--expires must be a date like 2027-06-30 (got "${raw}").`);
  }
  if (expiresAt.getTime() <= now.getTime()) {
    throw new Error(`--expires ${raw.trim()} is in the past; give a future date.`);
  }
  return expiresAt;
}

function sameDay(date: Date, raw: string): boolean {
  return date.toISOString().slice(0, 10) === raw.trim();
}

function parseNote(raw: string | undefined): string | null {
  const note = raw?.trim() ?? '';
  if (note === '') return null;
  // PostgreSQL's varchar(200) counts characters, not UTF-16 units.
  if (Array.from(note).length > NOTE_MAX_LENGTH) {
    throw new Error(`--note must be at most ${NOTE_MAX_LENGTH} characters.`);
  }
  return note;
}

function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
