import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `<script …>body</script>`: the attributes and the body, as written. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; anything else (`application/json`, JSON-LD) is a data block. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * CSP `'sha256-…'` sources for the inline scripts a page runs (not `src` scripts, not data
 * blocks), hashed over their exact text: the policy allows those scripts and no other inline one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The inline scripts of the SPA's index.html (none without a built SPA). */
export function spaInlineScriptHashes(spaDir: string | undefined): string[] {
  const file = spaDir ? join(spaDir, 'index.html') : '';
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
