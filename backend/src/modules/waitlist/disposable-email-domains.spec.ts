import { DisposableEmailDomains } from './disposable-email-domains.js';

const domains = new DisposableEmailDomains();

describe('disposable email domains (the disposable-email-domains package)', () => {
  test.each([
    'someone@mailinator.com',
    'Someone@MAILINATOR.COM',
    'x@guerrillamail.com',
    'x@10minutemail.com',
    // wildcard.json: every subdomain of 33mail.com is disposable too
    'x@alias.33mail.com',
  ])('%s is disposable', (email) => {
    expect(domains.isDisposable(email)).toBe(true);
  });

  test.each(['ada@gmail.com', 'ada@example.com', 'ada@encore.example', 'no-at-sign'])(
    '%s is not',
    (email) => {
      expect(domains.isDisposable(email)).toBe(false);
    },
  );
});
