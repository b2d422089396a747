import { WAITLIST_CONSENT_VERSION } from '@encore/shared-rules';

import { artistEntry, fanEntry, isHoneypotFilled } from './waitlist-entry.js';
import type { ArtistForm, FanForm } from './waitlist-forms.js';

const artist = (overrides: Partial<ArtistForm> = {}): ArtistForm => ({
  name: 'Ada Lovelace',
  email: 'Ada@Example.COM',
  artist_name: 'Ghost Orchard',
  owns_rights: true,
  ...overrides,
});

describe('the artist entry', () => {
  test('keeps the answers given, lower-cases the email and records every consent box', () => {
    const entry = artistEntry(
      artist({
        country: 'GB',
        phone_number: '+44 20 7946 0000',
        distributor: 'distrokid',
        release_plan_singles: 5,
        wants_exclusives: true,
        message: 'Hello',
      }),
      ['Jazz'],
    );
    expect(entry).toEqual({
      kind: 'artist',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      country: 'GB',
      isSubscribed: true,
      answers: {
        artist_name: 'Ghost Orchard',
        phone_number: '+44 20 7946 0000',
        genres: ['Jazz'],
        distributor: 'distrokid',
        release_plan_singles: 5,
        message: 'Hello',
        owns_rights: true,
        wants_exclusives: true,
        has_recording_agreement: false,
        has_publishing_agreement: false,
        has_collection_agency: false,
      },
      consentVersion: WAITLIST_CONSENT_VERSION.artist,
      consentBoxes: {
        owns_rights: true,
        wants_exclusives: true,
        has_recording_agreement: false,
        has_publishing_agreement: false,
        has_collection_agency: false,
      },
    });
  });

  test('drops conditional answers whose box is not ticked', () => {
    const { answers } = artistEntry(
      artist({
        has_recording_agreement: false,
        record_label_name: 'Hidden Records',
        publisher_name: 'Hidden Publishing',
        collection_agencies: ['prs'],
      }),
      [],
    );
    expect(answers).not.toHaveProperty('record_label_name');
    expect(answers).not.toHaveProperty('publisher_name');
    expect(answers).not.toHaveProperty('collection_agencies');
  });

  test('keeps them when ticked, agencies once each', () => {
    const { answers } = artistEntry(
      artist({
        has_recording_agreement: true,
        record_label_name: 'Shown Records',
        has_publishing_agreement: true,
        publisher_name: 'Shown Publishing',
        has_collection_agency: true,
        collection_agencies: ['prs', 'ppl', 'prs'],
      }),
      [],
    );
    expect(answers).toMatchObject({
      record_label_name: 'Shown Records',
      publisher_name: 'Shown Publishing',
      collection_agencies: ['prs', 'ppl'],
    });
  });

  test('null, blank and empty answers are "not given"; 0 and false are answers', () => {
    const { answers, country } = artistEntry(
      artist({
        country: '',
        dsp_link: null,
        message: '',
        distributor: '',
        genre_ids: [],
        release_plan: 0,
        release_plan_eps: null,
      }),
      [],
    );
    expect(country).toBeNull();
    expect(Object.keys(answers).sort()).toEqual([
      'artist_name',
      'has_collection_agency',
      'has_publishing_agreement',
      'has_recording_agreement',
      'owns_rights',
      'release_plan',
      'wants_exclusives',
    ]);
    expect(answers.release_plan).toBe(0);
  });
});

describe('the fan entry', () => {
  const fan = (overrides: Partial<FanForm> = {}): FanForm => ({
    name: 'Grace',
    email: ' Grace@Example.com',
    ...overrides,
  });

  test('is subscribed unless is_subscribed is false (spec §3: ticked by default)', () => {
    expect(fanEntry(fan()).isSubscribed).toBe(true);
    expect(fanEntry(fan({ is_subscribed: null })).isSubscribed).toBe(true);
    expect(fanEntry(fan({ is_subscribed: true })).consentBoxes).toEqual({ is_subscribed: true });
    const unsubscribed = fanEntry(fan({ is_subscribed: false }));
    expect(unsubscribed.isSubscribed).toBe(false);
    expect(unsubscribed.consentBoxes).toEqual({ is_subscribed: false });
  });

  test('keeps its answers and the fan wording version', () => {
    expect(
      fanEntry(
        fan({ favourite_artist: 'Ghost Orchard', streaming_platform: 'tidal', country: 'IE' }),
      ),
    ).toMatchObject({
      kind: 'fan',
      email: 'grace@example.com',
      country: 'IE',
      answers: { favourite_artist: 'Ghost Orchard', streaming_platform: 'tidal' },
      consentVersion: WAITLIST_CONSENT_VERSION.fan,
    });
  });
});

describe('the honeypot', () => {
  test.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
  ])('%p filled: %p', (website, filled) => {
    expect(isHoneypotFilled({ website })).toBe(filled);
  });
});
