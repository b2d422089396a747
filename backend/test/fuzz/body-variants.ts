import { deeplyNested, manyKeys } from './hostile-values.js';

/** A request body as bytes on the wire, with the content type it claims (if any). */
export interface WireBody {
  label: string;
  contentType?: string;
  bytes?: Buffer;
}

const json = (label: string, text: string, contentType = 'application/json'): WireBody => ({
  label,
  contentType,
  bytes: Buffer.from(text, 'utf8'),
});

/** A JSON object text with `value` spliced in raw under `key`, after the base body's fields. */
export function withRawField(baseBody: string, key: string, rawValue: Buffer): Buffer {
  const inner = baseBody.slice(1, -1);
  const prefix = `{${inner}${inner ? ',' : ''}${JSON.stringify(key)}:`;
  return Buffer.concat([Buffer.from(prefix), rawValue, Buffer.from('}')]);
}

const quoted = (bytes: number[]): Buffer =>
  Buffer.concat([Buffer.from('"'), Buffer.from(bytes), Buffer.from('"')]);

/** Byte sequences that are not valid UTF-8 (inside a JSON string). */
const BAD_UTF8: readonly { label: string; bytes: Buffer }[] = [
  { label: 'invalid bytes FF FE', bytes: quoted([0x61, 0xff, 0xfe, 0x62]) },
  { label: 'broken two-byte sequence', bytes: quoted([0xc3, 0x28]) },
  { label: 'CESU-8 surrogate', bytes: quoted([0xed, 0xa0, 0x80]) },
  { label: 'overlong slash', bytes: quoted([0xc0, 0xaf]) },
  { label: 'truncated four-byte', bytes: quoted([0xf0, 0x9f, 0x98]) },
];

/**
 * Whole-body shapes for a JSON operation: wrong JSON types, malformed text, huge and deep
 * bodies, bad UTF-8 and wrong content types. `baseBody` is a plausible body as JSON text.
 */
export function jsonBodyVariants(baseBody: string, firstField: string | undefined): WireBody[] {
  const field = firstField ?? 'x';
  return [
    { label: 'no body, no content type' },
    { label: 'empty JSON body', contentType: 'application/json', bytes: Buffer.alloc(0) },
    json('JSON null', 'null'),
    json('JSON array', '[]'),
    json('JSON number', '123'),
    json('JSON string', '"text"'),
    json('truncated JSON', baseBody.slice(0, Math.max(1, baseBody.length - 2))),
    json('trailing garbage', `${baseBody}x`),
    json('single quotes', baseBody.replaceAll('"', "'")),
    json('duplicate keys', `{"${field}":"a","${field}":{"b":[1]}}`),
    json('1,000-deep array body', deeplyNested(1000, 'array')),
    json('1,000-deep object body', deeplyNested(1000, 'object')),
    json('10,000 keys', manyKeys(10_000)),
    json('proto pollution', baseBody.replace('{', '{"__proto__":{"admin":true},')),
    json('constructor pollution', baseBody.replace('{', '{"constructor":{"prototype":{"x":1}},')),
    json('unknown extra field', baseBody.replace('{', '{"isAdmin":true,')),
    json('body over 1 MB', JSON.stringify({ [field]: 'z'.repeat(1_100_000) })),
    ...BAD_UTF8.map(({ label, bytes }) => ({
      label: `bad UTF-8: ${label}`,
      contentType: 'application/json',
      bytes: withRawField(baseBody, field, bytes),
    })),
    {
      label: 'byte-order mark',
      contentType: 'application/json',
      bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(baseBody)]),
    },
    {
      label: 'UTF-16 body',
      contentType: 'application/json; charset=utf-16',
      bytes: Buffer.from(baseBody, 'utf16le'),
    },
    json('text/plain', baseBody, 'text/plain'),
    json('XML', '<login><email>a</email></login>', 'application/xml'),
    json(
      'form-encoded',
      `${field}=a&${field}=b&__proto__[x]=1`,
      'application/x-www-form-urlencoded',
    ),
    json('multipart without boundary', baseBody, 'multipart/form-data'),
    json('multipart garbage', '--x\r\nnonsense\r\n', 'multipart/form-data; boundary=x'),
    json('latin-1 charset', baseBody, 'application/json; charset=latin1'),
    json('unknown charset', baseBody, 'application/json; charset=x-unknown'),
    json('vendor JSON type', baseBody, 'application/vnd.api+json'),
    json('malformed content type', baseBody, 'application/json;;;==;'),
    json('empty content type', baseBody, ''),
    json('octet stream', baseBody, 'application/octet-stream'),
  ];
}

const CRLF = '\r\n';

function multipart(
  boundary: string,
  parts: { headers: string[]; content: Buffer | string }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const filePart = (content: Buffer | string, field = 'file', filename = 'a.png') => ({
  headers: [
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    'Content-Type: image/png',
  ],
  content,
});

/** Malformed and hostile multipart uploads (the avatar route). */
export function multipartBodyVariants(fileField: string): WireBody[] {
  const form = (label: string, bytes: Buffer, boundary = 'fuzzboundary'): WireBody => ({
    label,
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes,
  });
  const truncatedPng = Buffer.concat([PNG_SIGNATURE, Buffer.from('IHDR-not-really')]);
  return [
    { label: 'no body, no content type' },
    {
      label: 'multipart without boundary',
      contentType: 'multipart/form-data',
      bytes: truncatedPng,
    },
    {
      label: 'empty multipart',
      contentType: 'multipart/form-data; boundary=x',
      bytes: Buffer.alloc(0),
    },
    form('boundary mismatch', multipart('other', [filePart(truncatedPng, fileField)])),
    form(
      'no closing boundary',
      multipart('fuzzboundary', [filePart(truncatedPng, fileField)], false),
    ),
    form(
      'part without headers',
      Buffer.from(`--fuzzboundary${CRLF}${CRLF}xx${CRLF}--fuzzboundary--`),
    ),
    form(
      'garbage between boundaries',
      Buffer.from(`--fuzzboundary\r\n\u0000\u0001\r\n\r\n--fuzzboundary--`),
    ),
    form('wrong field name', multipart('fuzzboundary', [filePart(truncatedPng, 'photo')])),
    form(
      'two files',
      multipart('fuzzboundary', [
        filePart(truncatedPng, fileField),
        filePart(truncatedPng, fileField),
      ]),
    ),
    form(
      'text field only',
      multipart('fuzzboundary', [
        { headers: [`Content-Disposition: form-data; name="${fileField}"`], content: 'not a file' },
      ]),
    ),
    form(
      'many fields',
      multipart(
        'fuzzboundary',
        Array.from({ length: 50 }, (_, i) => ({
          headers: [`Content-Disposition: form-data; name="f${i}"`],
          content: 'v',
        })),
      ),
    ),
    form('empty file', multipart('fuzzboundary', [filePart(Buffer.alloc(0), fileField)])),
    form('truncated PNG', multipart('fuzzboundary', [filePart(truncatedPng, fileField)])),
    form(
      'random bytes as file',
      multipart('fuzzboundary', [
        filePart(Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)), fileField),
      ]),
    ),
    form(
      '10 KB file name',
      multipart('fuzzboundary', [filePart(truncatedPng, fileField, 'n'.repeat(10_240))]),
    ),
    form(
      'NUL in file name',
      multipart('fuzzboundary', [filePart(truncatedPng, fileField, 'a\u0000.png')]),
    ),
    form(
      'file over 5 MB',
      multipart('fuzzboundary', [
        filePart(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5_300_000)]), fileField),
      ]),
    ),
    form(
      'boundary too long',
      multipart('b'.repeat(200), [filePart(truncatedPng, fileField)]),
      'b'.repeat(200),
    ),
    {
      label: 'quoted empty boundary',
      contentType: 'multipart/form-data; boundary=""',
      bytes: truncatedPng,
    },
    {
      label: 'JSON instead of a form',
      contentType: 'application/json',
      bytes: Buffer.from('{"file":"x"}'),
    },
    { label: 'text/plain', contentType: 'text/plain', bytes: Buffer.from('file') },
  ];
}
