import { WAITLIST_CONSENT_VERSION, WAITLIST_RELEASE_PLAN_OPTIONS } from '@encore/shared-rules';

import { mailsTo } from '../support/mailbox.js';
import { PENDING, waitlistAppForFile } from './waitlist-app.js';
import {
  artistForm,
  fanForm,
  join,
  onlyEntryOf,
  uniqueWaitlistEmail,
} from './waitlist-fixtures.js';

/** The waitlist forms over real HTTP, PostgreSQL and Redis: a complete sign-up, conditional fields and release plans. */

const app = waitlistAppForFile();

describe('a complete sign-up', () => {
  test('an artist with every field is stored as pending, with the consent evidence', async () => {
    const form = artistForm({ genres: [app.genre.name.toUpperCase()], genre_ids: [app.genre.id] });
    const reply = await join(app.t.baseUrl, 'artist', form, {
      ip: '203.0.113.77',
      headers: { 'user-agent': `EncoreTest/1.0 ${'x'.repeat(1000)}` },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual(PENDING);

    const entry = await onlyEntryOf(String(form.email));
    expect(entry).toMatchObject({
      kind: 'artist',
      name: 'Ada Lovelace',
      country: 'GB',
      is_subscribed: true,
      confirmed_at: null,
      consent_ip: '203.0.113.77',
      consent_version: WAITLIST_CONSENT_VERSION.artist,
      consent_boxes: {
        owns_rights: true,
        wants_exclusives: true,
        has_recording_agreement: true,
        has_publishing_agreement: false,
        has_collection_agency: true,
      },
    });
    expect(entry.consent_user_agent).toHaveLength(512);
    expect(entry.consent_user_agent).toMatch(/^EncoreTest\/1\.0 x+$/);
    expect(Date.now() - entry.consent_at.getTime()).toBeLessThan(60_000);
    expect(entry.answers).toEqual({
      artist_name: 'Ghost Orchard',
      phone_number: '+44 20 7946 0000',
      dsp_link: 'https://open.spotify.com/artist/0ghost',
      genres: [app.genre.name],
      genre_ids: [app.genre.id],
      distributor: 'distrokid',
      collection_agencies: ['prs', 'ppl'],
      has_collection_agency: true,
      release_plan: 2,
      release_plan_albums: 1,
      release_plan_eps: 0,
      release_plan_singles: 5,
      message: 'Looking forward to it.',
      wants_exclusives: true,
      owns_rights: true,
      social_instagram: '@ghost.orchard',
      social_tiktok: 'ghostorchard',
      social_youtube: 'https://www.youtube.com/@ghostorchard',
      music_link_type: 'bandcamp',
      music_link_url: 'https://ghostorchard.bandcamp.com/album/first',
      has_recording_agreement: true,
      record_label_name: 'Orchard Records',
      has_publishing_agreement: false,
      heard_about: 'A friend',
    });
    const [mail] = await mailsTo(app.mailDir, String(form.email));
    expect(mail?.subject).toBe('Confirm your place on the Encore artist waitlist');
  });

  test('a fan is stored with is_subscribed as sent, ticked when left out', async () => {
    const declined = fanForm({ is_subscribed: false });
    const defaulted = fanForm();
    delete defaulted.is_subscribed;
    expect((await join(app.t.baseUrl, 'fan', declined)).body).toEqual(PENDING);
    expect((await join(app.t.baseUrl, 'fan', defaulted)).status).toBe(201);

    expect(await onlyEntryOf(String(declined.email))).toMatchObject({
      kind: 'fan',
      is_subscribed: false,
      consent_boxes: { is_subscribed: false },
      consent_version: WAITLIST_CONSENT_VERSION.fan,
      answers: {
        favourite_artist: 'Ghost Orchard',
        streaming_platform: 'tidal',
        referral_source: 'friend',
      },
    });
    expect(await onlyEntryOf(String(defaulted.email))).toMatchObject({
      is_subscribed: true,
      consent_boxes: { is_subscribed: true },
    });
  });

  test('only name, email, artist_name and the rights box are needed; blanks are not stored', async () => {
    const minimal = {
      name: '  Lin  ',
      email: `  ${uniqueWaitlistEmail('Minimal').toUpperCase()} `,
      artist_name: 'Lin',
      owns_rights: true,
      country: '',
      distributor: null,
      message: '   ',
      release_plan_eps: null,
    };
    expect((await join(app.t.baseUrl, 'artist', minimal)).status).toBe(201);
    const entry = await onlyEntryOf(minimal.email);
    expect(entry.email).toBe(minimal.email.trim().toLowerCase());
    expect(entry.name).toBe('Lin');
    expect(entry.country).toBeNull();
    expect(Object.keys(entry.answers).sort()).toEqual([
      'artist_name',
      'has_collection_agency',
      'has_publishing_agreement',
      'has_recording_agreement',
      'owns_rights',
      'wants_exclusives',
    ]);
  });
});

describe('conditional fields and release plans', () => {
  test('record label, publisher and agencies are ignored unless their box is ticked', async () => {
    const form = artistForm({
      has_recording_agreement: false,
      record_label_name: 'Typed Then Hidden Records',
      has_publishing_agreement: false,
      publisher_name: 'Typed Then Hidden Publishing',
      has_collection_agency: false,
      collection_agencies: ['gema'],
    });
    expect((await join(app.t.baseUrl, 'artist', form)).status).toBe(201);
    const { answers } = await onlyEntryOf(String(form.email));
    expect(answers).not.toHaveProperty('record_label_name');
    expect(answers).not.toHaveProperty('publisher_name');
    expect(answers).not.toHaveProperty('collection_agencies');
    expect(answers).toMatchObject({
      has_recording_agreement: false,
      has_publishing_agreement: false,
      has_collection_agency: false,
    });
  });

  test('they are kept when ticked', async () => {
    const form = artistForm({
      has_publishing_agreement: true,
      publisher_name: 'Shown Publishing',
      collection_agencies: ['gema', 'stim', 'gema'],
    });
    expect((await join(app.t.baseUrl, 'artist', form)).status).toBe(201);
    expect((await onlyEntryOf(String(form.email))).answers).toMatchObject({
      record_label_name: 'Orchard Records',
      publisher_name: 'Shown Publishing',
      collection_agencies: ['gema', 'stim'],
    });
  });

  test('the selects’ "5+" is sent and stored as 5, and 0 is an answer', async () => {
    const fivePlus = WAITLIST_RELEASE_PLAN_OPTIONS.find((option) => option.label === '5+');
    const form = artistForm({
      release_plan: fivePlus?.value,
      release_plan_albums: 0,
      release_plan_eps: fivePlus?.value,
      release_plan_singles: 3,
    });
    expect((await join(app.t.baseUrl, 'artist', form)).status).toBe(201);
    expect((await onlyEntryOf(String(form.email))).answers).toMatchObject({
      release_plan: 5,
      release_plan_albums: 0,
      release_plan_eps: 5,
      release_plan_singles: 3,
    });
  });
});
