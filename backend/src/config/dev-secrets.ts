import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type SecretName = 'JWT_SECRET' | 'MEDIA_URL_SECRET';

/**
 * Outside production a missing secret is generated once and kept in a file under `.data/`
 * (git-ignored), so `make start` needs no configuration and restarts keep sessions valid.
 */
export function loadOrCreateDevSecrets(file: string): Record<SecretName, string> {
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  const secrets = {
    JWT_SECRET: stored.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    MEDIA_URL_SECRET: stored.MEDIA_URL_SECRET ?? randomBytes(48).toString('base64url'),
  };
  if (
    stored.JWT_SECRET !== secrets.JWT_SECRET ||
    stored.MEDIA_URL_SECRET !== secrets.MEDIA_URL_SECRET
  ) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}
