import { createSessionId, PAGE_SESSION_ID } from './session-id';

/** The server's pattern for session_id. */
const SERVER_PATTERN = /^web-[A-Za-z0-9_-]{6,64}$/;

describe('session_id', () => {
  test('is "web-" and 32 hex digits of the random bytes', () => {
    const bytes = (target: Uint8Array<ArrayBuffer>) => target.fill(0xab).fill(0x01, 0, 1);
    expect(createSessionId(bytes)).toBe(`web-01${'ab'.repeat(15)}`);
  });

  test('the page’s id is made once and matches the server’s pattern', () => {
    expect(PAGE_SESSION_ID).toMatch(SERVER_PATTERN);
    expect(createSessionId()).toMatch(SERVER_PATTERN);
    expect(createSessionId()).not.toBe(createSessionId());
  });
});
