import {
  countryName,
  isCountryCode,
  WAITLIST_COUNTRIES,
  WAITLIST_FEATURED_COUNTRIES,
} from './waitlist-countries.js';
import {
  optionValues,
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_STREAMING_PLATFORMS,
  type WaitlistOption,
} from './waitlist-options.js';
import { WAITLIST_LIST_LIMITS } from './waitlist-rules.js';

const labels = (list: readonly WaitlistOption[]) => list.map((option) => option.label);

describe('the waitlist option lists', () => {
  test('hold the spec §9 lists, in the spec order', () => {
    expect(labels(WAITLIST_DISTRIBUTORS)).toEqual([
      'EmuBands',
      'DistroKid',
      'CD Baby',
      'Rotenone',
      'SoundOn',
      'Amuse',
      'Landr',
      'TuneCore',
      'The Orchard',
      'Believe',
      'Fuga',
      'Downtown',
      'Absolute',
      'iGroove',
      'Revelator',
      'Other',
    ]);
    expect(labels(WAITLIST_COLLECTION_AGENCIES)).toEqual([
      'PRS',
      'PPL',
      'MCPS',
      'ASCAP',
      'BMI',
      'SESAC',
      'SOCAN',
      'APRA AMCOS',
      'IMRO',
      'GEMA',
      'SACEM',
      'BUMA/STEMRA',
      'STIM',
      'TONO',
      'APRA',
      'Other',
    ]);
    expect(labels(WAITLIST_MUSIC_LINK_TYPES)).toEqual([
      'Spotify',
      'Apple Music',
      'SoundCloud',
      'Bandcamp',
      'YouTube',
      'Other',
    ]);
    expect(labels(WAITLIST_STREAMING_PLATFORMS)).toEqual([
      'Spotify',
      'Apple Music',
      'YouTube Music',
      'Tidal',
      'Amazon Music',
      'Deezer',
      'SoundCloud',
      'Bandcamp',
      'Other',
    ]);
    expect(WAITLIST_RELEASE_PLAN_OPTIONS.map((option) => option.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5+',
    ]);
  });

  test.each([
    ['distributors', WAITLIST_DISTRIBUTORS],
    ['collection agencies', WAITLIST_COLLECTION_AGENCIES],
    ['music link types', WAITLIST_MUSIC_LINK_TYPES],
    ['streaming platforms', WAITLIST_STREAMING_PLATFORMS],
    ['referral sources', WAITLIST_REFERRAL_SOURCES],
  ] as const)(
    '%s have unique, lower-case values and unique labels, ending with Other',
    (_, list) => {
      const values = optionValues(list);
      expect(new Set(values).size).toBe(values.length);
      expect(new Set(labels(list)).size).toBe(list.length);
      for (const value of values) expect(value).toMatch(/^[a-z][a-z_]*$/);
      expect(list.at(-1)).toEqual({ value: 'other', label: 'Other' });
    },
  );

  test('a list limit lets every collection agency be picked', () => {
    expect(WAITLIST_LIST_LIMITS.collection_agencies).toBe(WAITLIST_COLLECTION_AGENCIES.length);
  });
});

describe('the country list (ISO 3166-1 alpha-2)', () => {
  test('has the 249 assigned codes once each, sorted by name', () => {
    const codes = WAITLIST_COUNTRIES.map((country) => country.value);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = WAITLIST_COUNTRIES.map((country) => country.label);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  test('knows assigned codes only (not user-assigned or reserved ones)', () => {
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('SS')).toBe(true);
    for (const code of ['UK', 'XK', 'EU', 'AC', 'gb', 'GBR', '', 'toString', '__proto__']) {
      expect(isCountryCode(code)).toBe(false);
    }
  });

  test('features the spec §9 countries, which all exist', () => {
    expect(WAITLIST_FEATURED_COUNTRIES.map(countryName)).toEqual([
      'United Kingdom',
      'United States',
      'Canada',
      'Australia',
      'Ireland',
      'Germany',
      'France',
      'Netherlands',
      'Sweden',
      'Norway',
      'New Zealand',
    ]);
  });
});
