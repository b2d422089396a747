import { sameOriginUrl, withSessionIdPlaceholder } from './return-url.js';

const PUBLIC_URL = 'http://localhost:3000';

describe('return addresses', () => {
  it.each([
    'http://localhost:3000/payment-success',
    'http://localhost:3000/payment-cancelled?from=checkout',
  ])('accepts %s, on the app origin', (url) => {
    expect(sameOriginUrl(url, PUBLIC_URL)?.href).toBe(url);
  });

  it.each([
    'https://evil.example/payment-success',
    'http://localhost:3001/payment-success',
    'https://localhost:3000/payment-success',
    'http://user:pass@localhost:3000/payment-success',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(sameOriginUrl(url, PUBLIC_URL)).toBeNull();
  });

  it('adds the session id placeholder Stripe fills in, braces unescaped', () => {
    const url = new URL('http://localhost:3000/payment-success');
    expect(withSessionIdPlaceholder(url)).toBe(
      'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(withSessionIdPlaceholder(new URL('http://localhost:3000/p?a=1&session_id=x#top'))).toBe(
      'http://localhost:3000/p?a=1&session_id={CHECKOUT_SESSION_ID}#top',
    );
  });
});
