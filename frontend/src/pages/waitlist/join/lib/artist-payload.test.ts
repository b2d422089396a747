/** @jest-environment node */
import { filledArtistDraft } from '../testing/artist-drafts';
import { artistRefusal, artistSubmission, emptyArtistDraft } from './artist-payload';

describe('artistSubmission (spec §3)', () => {
  test('sends every answer, trimmed, with "5+" as 5 and the conditional answers', () => {
    expect(artistSubmission(filledArtistDraft())).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      artist_name: 'The Analytical Engines',
      phone_number: '+44 20 7946 0000',
      dsp_link: 'https://open.spotify.com/artist/abc',
      message: 'Looking forward to it.',
      heard_about: 'A friend',
      country: 'GB',
      genres: ['indie folk'],
      distributor: 'distrokid',
      release_plan: 5,
      release_plan_albums: 1,
      release_plan_eps: 2,
      release_plan_singles: 5,
      wants_exclusives: true,
      owns_rights: true,
      has_recording_agreement: true,
      record_label_name: 'Difference Records',
      has_publishing_agreement: true,
      publisher_name: 'Babbage Publishing',
      has_collection_agency: true,
      collection_agencies: ['prs', 'ppl'],
      social_instagram: '@engines',
      social_tiktok: '@engines',
      social_youtube: 'https://youtube.com/@engines',
      music_link_type: 'bandcamp',
      music_link_url: 'https://engines.bandcamp.com',
    });
  });

  test('answers typed under a box that was then unticked are not sent', () => {
    const body = artistSubmission({
      ...filledArtistDraft(),
      has_recording_agreement: false,
      has_publishing_agreement: false,
      has_collection_agency: false,
    });
    expect(body).not.toHaveProperty('record_label_name');
    expect(body).not.toHaveProperty('publisher_name');
    expect(body).not.toHaveProperty('collection_agencies');
    expect(body).toMatchObject({ has_recording_agreement: false, has_collection_agency: false });
  });

  test('unanswered fields are left out; unknown picker values are dropped', () => {
    const body = artistSubmission({
      ...emptyArtistDraft(),
      name: 'A',
      email: 'a@example.com',
      artist_name: 'B',
      owns_rights: true,
      country: 'XX',
      distributor: 'someone',
      release_plan: '0',
    });
    expect(body).toEqual({
      name: 'A',
      email: 'a@example.com',
      artist_name: 'B',
      release_plan: 0,
      wants_exclusives: false,
      owns_rights: true,
      has_recording_agreement: false,
      has_publishing_agreement: false,
      has_collection_agency: false,
    });
  });

  test('the honeypot is sent only when something filled it', () => {
    expect(artistSubmission({ ...filledArtistDraft(), website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });
});

describe('artistRefusal (spec §5)', () => {
  test('the rights box must be ticked', () => {
    expect(artistRefusal({ ...filledArtistDraft(), owns_rights: false })).toEqual({
      field: 'owns_rights',
      message: 'You must confirm you own the rights to the music.',
    });
    expect(artistRefusal(filledArtistDraft())).toBeNull();
  });
});
