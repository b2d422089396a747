import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 128 random bits, base64url (22 characters). */
export const newLinkToken = (): string => randomBytes(16).toString('base64url');

/** What is stored instead of a link's token: its SHA-256, hex (fast is fine: it is random). */
export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
