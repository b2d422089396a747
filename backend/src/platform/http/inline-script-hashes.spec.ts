import { inlineScriptHashes } from './inline-script-hashes.js';

/** sha256 of `alert(1)`, base64, as a CSP source. */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('CSP hashes of a page’s inline scripts', () => {
  test('hashes the exact text of each inline script a browser runs', () => {
    expect(inlineScriptHashes('<head><script>alert(1)</script></head>')).toEqual([ALERT_HASH]);
    expect(inlineScriptHashes('<script type="module">alert(1)</script>')).toEqual([ALERT_HASH]);
    expect(inlineScriptHashes("<script type='text/javascript'>alert(1)</script>")).toEqual([
      ALERT_HASH,
    ]);
  });

  test('whitespace is part of the text: a reformatted script is another script', () => {
    const [hash] = inlineScriptHashes('<script>\n  alert(1)\n</script>');
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(hash).not.toBe(ALERT_HASH);
  });

  test('leaves out scripts loaded from a file and data blocks (JSON, JSON-LD)', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json" id="route-preloads">{"/search":[]}</script>',
      '<script type="application/ld+json">{"@type":"MusicGroup"}</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  test('one source for the same script written twice', () => {
    expect(inlineScriptHashes('<script>alert(1)</script><SCRIPT>alert(1)</SCRIPT>')).toEqual([
      ALERT_HASH,
    ]);
  });
});
