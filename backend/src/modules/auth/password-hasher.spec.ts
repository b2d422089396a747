import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('produces an Argon2id hash with the OWASP parameters that verifies only the same password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'Correct horse battery staple')).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords give different stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
