/**
 * Query parameters that are credentials while they live: a signed media URL's signature, the
 * one-time tokens of reset and waitlist links, an invite code from its mail. Never logged.
 */
const SECRET_PARAMETERS = ['sig', 'token', 'invite'] as const;

const SECRET_PARAMETER = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

/** The request URL as a log line may show it: every secret parameter's value redacted. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]');
}
