import { createHash } from 'node:crypto';

export interface ChallengeReply {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves a challenge the way the widget does (SHA-256 of salt + n, n = 0, 1, …) with Node's
 * synchronous hash, so tests need milliseconds rather than altcha-lib's ~1 s of awaited digests.
 * Returns the token a form sends: base64 of the widget's v1 payload.
 */
export function solveAltcha(challenge: ChallengeReply): string {
  for (let n = 0; n <= (challenge.maxnumber ?? 1_000_000); n += 1) {
    const hash = createHash('sha256')
      .update(challenge.salt + String(n))
      .digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: n, salt, signature };
      return Buffer.from(JSON.stringify({ ...payload, took: 1 })).toString('base64');
    }
  }
  throw new Error('challenge has no solution up to maxnumber');
}

/** A fresh solved token from an app's challenge endpoint. */
export async function solvedToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/verification/challenge`);
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
  return solveAltcha((await response.json()) as ChallengeReply);
}
