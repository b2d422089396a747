import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const SECRET_NAMES = [
  'JWT_SECRET',
  'MEDIA_URL_SECRET',
  'VERIFICATION_SECRET',
  'TOTP_SECRET_KEY',
  // Used in development only, so /api/metrics can be looked at (docs/operations.md, Metrics).
  'METRICS_TOKEN',
] as const;
type SecretName = (typeof SECRET_NAMES)[number];

/**
 * Outside production a missing secret is generated once and kept in a file under `.data/`
 * (git-ignored), so `make start` needs no configuration and restarts keep sessions valid.
 */
export function loadOrCreateDevSecrets(file: string): Record<SecretName, string> {
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, stored[name] ?? randomBytes(48).toString('base64url')]),
  ) as Record<SecretName, string>;
  if (SECRET_NAMES.some((name) => stored[name] !== secrets[name])) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}
