/** The environment's value parsers and the repository root they resolve paths against. */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: backend/src/config → ../../.. (also from backend/dist/src/config, one more). */
const here = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = resolve(here, here.includes('/dist/') ? '../../../..' : '../../..');

export type Parser<T> = (raw: string) => T;
export interface EnvVar<T> {
  description: string;
  /** Value used when the variable is unset; `undefined` means optional with no value. */
  defaultValue: ((env: NodeJS.ProcessEnv) => string | undefined) | string | undefined;
  requiredInProduction?: boolean;
  /** A credential: a refusal names the variable but never repeats its value. */
  sensitive?: boolean;
  parse: Parser<T>;
}

export class EnvError extends Error {}

export const fail = (message: string): never => {
  throw new EnvError(message);
};

export const str: Parser<string> = (raw) => raw;
export const int =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max
      ? value
      : fail(`must be an integer between ${min} and ${max}`);
  };
export const bool: Parser<boolean> = (raw) =>
  ['true', '1', 'yes'].includes(raw.toLowerCase())
    ? true
    : ['false', '0', 'no'].includes(raw.toLowerCase())
      ? false
      : fail('must be true or false');
export const oneOf =
  <const T extends string>(...values: T[]): Parser<T> =>
  (raw) =>
    (values as string[]).includes(raw) ? (raw as T) : fail(`must be one of ${values.join(', ')}`);
export const url =
  (...protocols: string[]): Parser<string> =>
  (raw) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return fail('must be a URL');
    }
    return protocols.includes(parsed.protocol)
      ? raw
      : fail(`must be a ${protocols.map((p) => p + '//').join(' or ')} URL`);
  };
export const urlList: Parser<string[]> = (raw) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => url('http:', 'https:')(item));
export const path: Parser<string> = (raw) => (isAbsolute(raw) ? raw : resolve(REPO_ROOT, raw));
/** Letters, digits, `_`, `-` and `.`: the namespace becomes `<prefix>:` before every key. */
export const keyPrefix: Parser<string> = (raw) =>
  /^[A-Za-z0-9_.-]{1,64}$/.test(raw)
    ? raw
    : fail('must be 1-64 letters, digits, "_", "-" or "." (or empty for none)');
/** An S3 bucket name (AWS's rules): 3-63 lowercase letters, digits, dots and hyphens. */
export const s3Bucket: Parser<string> = (raw) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw) && !raw.includes('..')
    ? raw
    : fail('must be an S3 bucket name (3-63 lowercase letters, digits, "." or "-")');
export const s3Region: Parser<string> = (raw) =>
  /^[a-z0-9-]{1,32}$/.test(raw) ? raw : fail('must be a region name such as eu-west-1');
export const secret: Parser<string> = (raw) =>
  Buffer.byteLength(raw, 'utf8') >= 32 ? raw : fail('must be at least 32 bytes (256 bits)');

/** A Stripe identifier with one of the given prefixes (catches a key pasted into the wrong variable). */
export const stripeKey =
  (...prefixes: string[]): Parser<string> =>
  (raw) =>
    prefixes.some((prefix) => raw.startsWith(prefix)) && /^[A-Za-z0-9_]{8,255}$/.test(raw)
      ? raw
      : fail(`must start with ${prefixes.join(' or ')}`);

/** A Cloudflare Turnstile site or secret key (`0x…`; Cloudflare's test keys start `1x`–`3x`). */
export const turnstileKey: Parser<string> = (raw) =>
  /^[0-9]x[A-Za-z0-9_-]{8,120}$/.test(raw) ? raw : fail('must be a Cloudflare Turnstile key (0x…)');
/** Turnstile's widget action: up to 32 letters, digits, `_` and `-` (Cloudflare's limit). */
export const turnstileAction: Parser<string> = (raw) =>
  /^[A-Za-z0-9_-]{1,32}$/.test(raw) ? raw : fail('must be 1-32 letters, digits, "_" or "-"');

/** Fastify's trustProxy: a boolean, a hop count, or the addresses/CIDRs of trusted proxies. */
export const trustProxy: Parser<boolean | number | string[]> = (raw) => {
  const lowered = raw.trim().toLowerCase();
  if (lowered === 'true' || lowered === 'false') return lowered === 'true';
  if (/^\d+$/.test(lowered)) return int(0, 10)(lowered);
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
};
