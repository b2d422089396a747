import { planStreamReply, type StreamRequest } from './stream-plan.js';
import { validatorsFor } from './validators.js';

const MTIME = new Date('2026-11-20T10:00:00.250Z');
const FILE = { size: 1000, mtime: MTIME, contentType: 'audio/mpeg' };
const { etag, lastModified } = validatorsFor(FILE.size, MTIME);
const plan = (request: StreamRequest) =>
  planStreamReply(request, FILE, { maxAgeS: 600, shared: false });

describe('planStreamReply', () => {
  it('sends the whole file with validators, length and a private max-age', () => {
    expect(plan({})).toEqual({
      status: 200,
      body: { start: 0, end: 999 },
      headers: {
        'accept-ranges': 'bytes',
        etag,
        'last-modified': lastModified,
        'cache-control': 'private, max-age=600',
        'content-type': 'audio/mpeg',
        'content-length': '1000',
      },
    });
  });

  it('sends a range as 206 with Content-Range and its exact length', () => {
    const reply = plan({ range: 'bytes=100-' });
    expect(reply.status).toBe(206);
    expect(reply.body).toEqual({ start: 100, end: 999 });
    expect(reply.headers['content-range']).toBe('bytes 100-999/1000');
    expect(reply.headers['content-length']).toBe('900');
  });

  it('answers an unsatisfiable range with 416 and the size', () => {
    const reply = plan({ range: 'bytes=1000-' });
    expect(reply).toMatchObject({ status: 416, body: null });
    expect(reply.headers['content-range']).toBe('bytes */1000');
  });

  it.each([
    ['the same ETag', { ifNoneMatch: etag }],
    ['a weak form of it among others', { ifNoneMatch: `"other", W/${etag}` }],
    ['a star', { ifNoneMatch: '*' }],
    ['a date at Last-Modified', { ifModifiedSince: lastModified }],
    ['a later date', { ifModifiedSince: 'Sat, 21 Nov 2026 10:00:00 GMT' }],
  ])('answers 304 for %s', (_label, request) => {
    expect(plan({ ...request, range: 'bytes=0-1' })).toMatchObject({ status: 304, body: null });
  });

  it.each([
    ['another ETag', { ifNoneMatch: '"other"' }],
    ['an earlier date', { ifModifiedSince: 'Fri, 20 Nov 2026 09:59:59 GMT' }],
    ['a date that is not one', { ifModifiedSince: 'yesterday' }],
    // If-None-Match decides alone when present (RFC 9110 §13.2.2).
    ['a changed ETag with a matching date', { ifNoneMatch: '"x"', ifModifiedSince: lastModified }],
  ])('sends the bytes for %s', (_label, request) => {
    expect(plan(request).status).toBe(200);
  });

  it.each([
    ['the same strong ETag', etag, 206],
    ['the Last-Modified date', lastModified, 206],
    ['another ETag', '"other"', 200],
    ['a weak ETag', `W/${etag}`, 200],
    ['an older date', 'Thu, 19 Nov 2026 10:00:00 GMT', 200],
  ])('honours Range under If-Range with %s: %i', (_label, ifRange, status) => {
    expect(plan({ range: 'bytes=0-1', ifRange }).status).toBe(status);
  });

  it('lets any cache keep a public file', () => {
    const reply = planStreamReply({}, FILE, { maxAgeS: 86_400, shared: true });
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('marks a versioned public file immutable, so browsers never revalidate it while fresh', () => {
    const reply = planStreamReply({}, FILE, { maxAgeS: 31_536_000, shared: true, immutable: true });
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends no body for an empty file', () => {
    expect(planStreamReply({}, { ...FILE, size: 0 }, { maxAgeS: 5, shared: false })).toMatchObject({
      status: 200,
      body: null,
      headers: { 'content-length': '0' },
    });
  });
});
