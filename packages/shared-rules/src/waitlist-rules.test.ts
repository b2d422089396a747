import {
  emailDomain,
  isHttpUrl,
  normalizeWaitlistEmail,
  releasePlanCount,
  WAITLIST_PHONE_PATTERN,
  WAITLIST_SOCIAL_PATTERN,
  withoutUntickedAnswers,
} from './waitlist-rules.js';

describe('release-plan choices', () => {
  test.each([
    [0, 0],
    [3, 3],
    [5, 5],
    ['0', 0],
    ['4', 4],
    ['5', 5],
    ['5+', 5],
  ] as const)('%p is stored as %p', (choice, stored) => {
    expect(releasePlanCount(choice)).toBe(stored);
  });

  test.each([6, -1, 2.5, '6', '6+', '', 'five', '05'])('%p is not a choice', (choice) => {
    expect(releasePlanCount(choice)).toBeNull();
  });
});

describe('conditional fields', () => {
  const answers = {
    artist_name: 'Ghost Orchard',
    has_recording_agreement: false,
    record_label_name: 'Hidden Label',
    has_publishing_agreement: true,
    publisher_name: 'Shown Publishing',
    collection_agencies: ['prs'],
  };

  test('are dropped unless their checkbox is ticked, and the rest is kept', () => {
    expect(withoutUntickedAnswers(answers)).toEqual({
      artist_name: 'Ghost Orchard',
      has_recording_agreement: false,
      has_publishing_agreement: true,
      publisher_name: 'Shown Publishing',
    });
  });

  test('are kept when ticked, and the input is not changed', () => {
    const ticked = { ...answers, has_recording_agreement: true, has_collection_agency: true };
    expect(withoutUntickedAnswers(ticked)).toEqual(ticked);
    expect(answers.record_label_name).toBe('Hidden Label');
  });
});

describe('field formats', () => {
  test.each([
    'https://open.spotify.com/artist/abc?si=1',
    'http://example.com',
    'HTTPS://Example.com:8443/path#x',
  ])('%s is an http(s) link', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  test.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'https://',
    'https:// example.com',
    'https://user@evil.example/',
    'data:text/html,x',
    '//example.com',
    'example.com',
    'https://example.com/a b',
  ])('%s is not', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  test.each(['@ghost.orchard', 'ghost_orchard', 'https://www.tiktok.com/@ghost'])(
    'social %s is a handle or a link',
    (value) => {
      expect(WAITLIST_SOCIAL_PATTERN.test(value)).toBe(true);
    },
  );

  test.each(['javascript:alert(1)', 'two words', 'a/b', 'ftp://x.example'])(
    'social %s is refused',
    (value) => {
      expect(WAITLIST_SOCIAL_PATTERN.test(value)).toBe(false);
    },
  );

  test.each(['+44 20 7946 0000', '(020) 7946-0000', '555.0100'])('phone %s', (value) => {
    expect(WAITLIST_PHONE_PATTERN.test(value)).toBe(true);
  });

  test.each(['call me', '12', '+', '+44 20 7946 0000 ext 5', '1'.repeat(40)])(
    'not a phone: %s',
    (value) => {
      expect(WAITLIST_PHONE_PATTERN.test(value)).toBe(false);
    },
  );

  test('emails compare trimmed and lower-cased; the domain is after the last @', () => {
    expect(normalizeWaitlistEmail('  Fan@Example.COM ')).toBe('fan@example.com');
    expect(emailDomain('"a@b"@Mailinator.com')).toBe('mailinator.com');
    expect(emailDomain('no-at-sign')).toBe('');
  });
});
