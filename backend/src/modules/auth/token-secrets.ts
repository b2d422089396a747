import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token: `bytes` of randomness, base64url (16 bytes = 128 bits). */
export const newOpaqueToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** What is stored instead of a token: its SHA-256, hex. Fast is fine: the input is random. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
