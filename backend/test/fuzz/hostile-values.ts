/** A small deterministic PRNG (mulberry32): the same seed generates the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Nested `depth` levels deep: arrays or objects, the shape that exhausts recursive walkers. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** An object of `count` distinct keys, as JSON text. */
export function manyKeys(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`"k${i}":${i}`);
  return `{${parts.join(',')}}`;
}

const HUNDRED_KB = 100 * 1024;

/**
 * Field values no route should answer with a 5xx, as JSON source text (so deep nesting and
 * lone surrogates survive: JSON.stringify would escape or refuse them).
 */
export const HOSTILE_JSON_VALUES: readonly { label: string; json: string }[] = [
  { label: 'null', json: 'null' },
  { label: 'true', json: 'true' },
  { label: 'zero', json: '0' },
  { label: 'negative', json: '-1' },
  { label: 'fraction', json: '1.5' },
  { label: 'huge number', json: '1e308' },
  { label: 'beyond double', json: '1e999' },
  { label: 'unsafe integer', json: '9007199254740993' },
  { label: 'empty string', json: '""' },
  { label: 'blank string', json: '"   "' },
  { label: '100 KB string', json: JSON.stringify('a'.repeat(HUNDRED_KB)) },
  { label: '100 KB multibyte string', json: JSON.stringify('é'.repeat(HUNDRED_KB / 2)) },
  { label: 'control characters', json: '"\\u0001\\u0002\\u001b[31m\\u007f\\b\\f"' },
  { label: 'NUL byte', json: '"a\\u0000b"' },
  { label: 'NUL only', json: '"\\u0000"' },
  { label: 'lone high surrogate', json: '"x\\ud800y"' },
  { label: 'lone low surrogate', json: '"\\udfff@example.test"' },
  { label: 'surrogate email', json: '"fan\\ud83d@example.test"' },
  { label: 'NUL email', json: '"fan\\u0000@example.test"' },
  { label: 'bidi override', json: '"\\u202etxt.exe"' },
  { label: 'emoji', json: '"😀🎵"' },
  { label: 'numeric string', json: '"12345"' },
  { label: 'path traversal', json: '"../../etc/passwd"' },
  { label: 'SQL text', json: `"' or 1=1; --"` },
  { label: 'empty array', json: '[]' },
  { label: 'array of strings', json: '["a","b"]' },
  { label: 'empty object', json: '{}' },
  { label: 'operator object', json: '{"$ne":null}' },
  { label: 'proto object', json: '{"__proto__":{"admin":true}}' },
  { label: '1,000-deep array', json: deeplyNested(1000, 'array') },
  { label: '1,000-deep object', json: deeplyNested(1000, 'object') },
  { label: '10,000-item array', json: `[${'1,'.repeat(9999)}1]` },
];

/** Query and path values, already percent-encoded as they go on the wire. */
export const HOSTILE_URL_VALUES: readonly { label: string; encoded: string }[] = [
  { label: 'empty', encoded: '' },
  { label: 'NUL', encoded: 'a%00b' },
  { label: 'control characters', encoded: '%01%02%1b%7f' },
  { label: 'encoded lone surrogate (CESU)', encoded: '%ED%A0%80' },
  { label: 'invalid UTF-8', encoded: '%FF%FE' },
  { label: 'truncated UTF-8', encoded: '%E0%A4' },
  { label: 'malformed percent', encoded: '%zz' },
  { label: 'bare percent', encoded: '%' },
  { label: 'raw latin-1 byte', encoded: '\u00ff\u00e9' },
  { label: 'dot dot', encoded: '..' },
  { label: 'encoded dot dot', encoded: '%2e%2e' },
  { label: 'encoded slash', encoded: 'a%2Fb' },
  { label: 'traversal', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'backslash', encoded: '..%5C..%5Cx' },
  { label: 'not a number', encoded: 'abc' },
  { label: 'negative', encoded: '-1' },
  { label: 'fraction', encoded: '1.5' },
  { label: 'overflow', encoded: '1e999' },
  { label: 'huge integer', encoded: '99999999999999999999999' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'Infinity', encoded: 'Infinity' },
  { label: 'hex', encoded: '0x10' },
  { label: 'uuid', encoded: '00000000-0000-4000-8000-000000000000' },
  { label: 'nil uuid upper case', encoded: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF' },
  { label: 'unicode', encoded: encodeURIComponent('Ünïcødé ☃') },
  { label: '2 KB', encoded: 'a'.repeat(2048) },
  { label: '10 KB', encoded: 'b'.repeat(10 * 1024) },
  { label: 'SQL text', encoded: encodeURIComponent("' or 1=1; --") },
  { label: 'plus and space', encoded: '+a%20b+' },
];

/** Headers that exercise auth parsing and header limits. */
export const HOSTILE_HEADERS: readonly { label: string; headers: Record<string, string> }[] = [
  { label: 'bearer without token', headers: { authorization: 'Bearer' } },
  { label: 'garbage bearer', headers: { authorization: 'Bearer not.a.jwt' } },
  { label: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  {
    label: 'alg none token',
    headers: {
      authorization:
        'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
    },
  },
  { label: '8 KB bearer', headers: { authorization: `Bearer ${'x'.repeat(8 * 1024)}` } },
  { label: 'malformed cookie', headers: { cookie: 'encore_refresh=%zz; ;;=; a' } },
  { label: 'odd request id', headers: { 'x-request-id': '../../<script>' } },
  { label: 'odd accept', headers: { accept: 'application/xml;q=2, */*;q=-1' } },
  { label: 'foreign origin', headers: { origin: 'https://evil.example' } },
  { label: 'header fields too large', headers: { 'x-padding': 'p'.repeat(20 * 1024) } },
];
