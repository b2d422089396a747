/**
 * Browser families by user-agent token, most specific first: Samsung Internet, Edge and Opera
 * also say "Chrome" (as does HeadlessChrome), and Chrome, like every browser on iOS, says "Safari".
 */
const FAMILIES: readonly (readonly [family: string, token: RegExp])[] = [
  ['Samsung Internet', /SamsungBrowser\//],
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOPiOS\/|\bOpera\b/],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bSafari\//],
];

/** Spec §3 `device_type`: the browser family name, or "unknown". */
export function browserFamily(userAgent: string): string {
  return FAMILIES.find(([, token]) => token.test(userAgent))?.[0] ?? 'unknown';
}
