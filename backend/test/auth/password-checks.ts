/** Passwords an app has checked against their hash so far (its `encore_auth_password_checks_total`). */
export async function passwordChecks(baseUrl: string, metricsToken: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  if (res.status !== 200) throw new Error(`metrics: ${res.status}`);
  const text = await res.text();
  return [...text.matchAll(/^encore_auth_password_checks_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, [, value]) => sum + Number(value),
    0,
  );
}

/**
 * Guesses a pair may legitimately get past its 5 free ones during a burst that took `ms`: one
 * more each time a whole wait (1 s, then 2 s, 4 s…) has run out. 0 unless the machine took over
 * a second to answer the burst. Measured by the client, the burst's time bounds the server's from
above, so this is the most a test may allow, on any machine, busy or not.
 */
export function waitsServedWithin(ms: number): number {
  let served = 0;
  let waited = 1000;
  while (waited < ms) {
    served += 1;
    waited += 2 ** served * 1000;
  }
  return served;
}
