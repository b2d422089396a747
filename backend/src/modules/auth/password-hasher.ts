import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * OWASP's recommended Argon2id parameters (19 MiB, 2 passes, 1 lane): about 20–40 ms per hash
 * here, slow enough to hurt offline guessing and cheap enough for a login endpoint.
 * `Algorithm` is an ambient const enum, which isolatedModules cannot read, hence the literal.
 */
const ARGON2ID = 2 satisfies Algorithm;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) with a fresh random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid Argon2 hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
