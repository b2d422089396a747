import { isCompressible } from './compression.js';

describe('what the server compresses', () => {
  test.each([
    'application/json; charset=utf-8',
    'application/problem+json',
    'text/html; charset=utf-8',
    'text/css',
    'text/javascript',
    'application/javascript',
    'image/svg+xml',
  ])('%s: yes', (type) => {
    expect(isCompressible(type)).toBe(true);
  });

  test.each([
    'audio/mpeg',
    'audio/ogg',
    'image/webp',
    'image/jpeg',
    'image/png',
    'application/octet-stream',
    'text/event-stream',
    'application/zip',
  ])('%s: never', (type) => {
    expect(isCompressible(type)).toBe(false);
  });
});
