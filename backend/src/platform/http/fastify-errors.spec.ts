import { refusesHead } from './fastify-errors.js';

const packet = (text: string) => Buffer.from(text, 'latin1');

describe('refusesHead', () => {
  test('reads the method of a packet that starts with the request', () => {
    expect(refusesHead(packet('HEAD /api/health HTTP/1.1\r\nX-Padding: ppp'))).toBe(true);
    expect(refusesHead(packet('GET /api/health HTTP/1.1\r\nX-Padding: ppp'))).toBe(false);
  });

  test("finds the request behind the drained tail of the previous request's body", () => {
    expect(refusesHead(packet(`${'a'.repeat(3000)}HEAD /x HTTP/1.1\r\nHost: x\r\n`))).toBe(true);
    expect(refusesHead(packet(`${'a'.repeat(3000)}GET /x HTTP/1.1\r\nHost: x\r\n`))).toBe(false);
    expect(refusesHead(packet('{"q":1}POST /api/auth/login HTTP/1.1\r\n'))).toBe(false);
  });

  test('without a request line in the packet (it came in an earlier read), it cannot tell', () => {
    expect(refusesHead(packet(`X-Padding: ${'p'.repeat(5000)}`))).toBe(false);
    expect(refusesHead(packet(' HTTP/1.1\r\n'))).toBe(false);
    expect(refusesHead(undefined)).toBe(false);
  });
});
