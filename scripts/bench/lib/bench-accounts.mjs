/**
 * Listener accounts for a benchmark: one invite code straight in its database, then registration
 * through the API (as a user would), each from its own address (registration is rate-limited per
 * IP). Answers their access tokens.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

const PASSWORD = 'velvet-quasar-meadow-42';

export async function registerListeners(apiUrl, databaseUrl, count) {
  const inviteCode = `BENCH-${randomBytes(4).toString('hex').toUpperCase()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('INSERT INTO invite_codes (code, max_uses) VALUES ($1, $2)', [
      inviteCode,
      count,
    ]);
  } finally {
    await client.end();
  }
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const reply = await fetch(`${apiUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `172.16.0.${i + 1}` },
      body: JSON.stringify({
        email: `bench-listener-${i}-${randomBytes(3).toString('hex')}@example.test`,
        password: PASSWORD,
        displayName: `Bench Listener ${i + 1}`,
        inviteCode,
      }),
    });
    const body = await reply.json();
    if (reply.status !== 201)
      throw new Error(`registering a listener failed: ${JSON.stringify(body)}`);
    tokens.push(body.session.access_token);
  }
  return tokens;
}
