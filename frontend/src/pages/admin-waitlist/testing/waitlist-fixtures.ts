import type { WaitlistEntry, WaitlistEntryDetail } from '../api/waitlist-api';

const open = { allowed: true, reason: null };

/** A fan entry as the list shows it. */
export const FAN_ROW: WaitlistEntry = {
  id: '6f1c9a52-4c0e-4b8e-9a61-0c1f5d2b7e01',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  country: 'IE',
  artist_name: null,
  genres: [],
  favourite_artist: 'Ghost Orchard',
  created_at: '2026-11-24T09:30:00.000000Z',
  confirmed: true,
  unsubscribed: false,
  status: 'pending',
  decided_at: null,
  notes: 1,
};

export const UNCONFIRMED_ROW: WaitlistEntry = {
  ...FAN_ROW,
  id: '6f1c9a52-4c0e-4b8e-9a61-0c1f5d2b7e02',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  country: null,
  favourite_artist: null,
  created_at: '2026-11-25T18:05:00.000000Z',
  confirmed: false,
  notes: 0,
};

export const INVITED_ROW: WaitlistEntry = {
  ...FAN_ROW,
  id: '6f1c9a52-4c0e-4b8e-9a61-0c1f5d2b7e03',
  email: 'katherine@example.com',
  name: 'Katherine Johnson',
  status: 'invited',
  decided_at: '2026-11-26T10:00:00.000000Z',
  notes: 0,
};

/** A pending, confirmed fan entry in full. */
export const FAN_DETAIL: WaitlistEntryDetail = {
  id: FAN_ROW.id,
  list: 'fans',
  email: FAN_ROW.email,
  name: FAN_ROW.name,
  country: 'IE',
  status: 'pending',
  answers: { favourite_artist: 'Ghost Orchard', streaming_platform: 'tidal' },
  is_subscribed: true,
  created_at: FAN_ROW.created_at,
  confirmed_at: '2026-11-24T09:41:00.000000Z',
  confirmation_sent_at: '2026-11-24T09:30:00.000000Z',
  unsubscribed_at: null,
  consent: {
    at: FAN_ROW.created_at,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    version: 'fan-2026-11-25',
    boxes: { is_subscribed: true },
  },
  decided_at: null,
  decided_by: null,
  decided_by_email: null,
  rejection_reason: null,
  invite: null,
  notes: [
    {
      id: '0b7e6c1e-3f0a-4d55-8d4a-5f8c2a1d9e10',
      body: 'Runs a fan club with 2,000 members.',
      author_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      author_email: 'admin@encore.local',
      created_at: '2026-11-25T08:00:00.000000Z',
    },
  ],
  actions: {
    approve: open,
    reject: open,
    resend_invite: { allowed: false, reason: 'Only an approved entry has an invite to mail.' },
  },
};

const ALREADY_APPROVED =
  'This entry is approved already and its invite code has been made. To withdraw it, revoke the code on the invites page.';

/** The same entry once approved: its invite code, mailed. */
export const INVITED_DETAIL: WaitlistEntryDetail = {
  ...FAN_DETAIL,
  status: 'invited',
  decided_at: '2026-11-26T10:00:00.000000Z',
  decided_by: 'a1b2c3d4-0000-4000-8000-000000000001',
  decided_by_email: 'admin@encore.local',
  invite: {
    id: '9d8e7f60-1111-4222-8333-444455556666',
    code: 'ENCORE-7KQM-X2PA',
    expires_at: '2026-12-10T10:00:00.000Z',
    revoked_at: null,
    used: 0,
    status: 'active',
    mailed_at: '2026-11-26T10:00:02.000000Z',
  },
  actions: {
    approve: { allowed: false, reason: ALREADY_APPROVED },
    reject: { allowed: false, reason: ALREADY_APPROVED },
    resend_invite: open,
  },
};

/** An unconfirmed artist entry with every answer of the artist form. */
export const ARTIST_DETAIL: WaitlistEntryDetail = {
  ...FAN_DETAIL,
  id: '7a2d0b63-5d1f-4c9f-8b72-1d2e6f3c8f04',
  list: 'artists',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  country: 'GB',
  answers: {
    artist_name: 'Ghost Orchard',
    phone_number: '+44 20 7946 0000',
    dsp_link: 'https://open.spotify.com/artist/0ghost',
    genres: ['Shoegaze', 'Dream pop'],
    distributor: 'distrokid',
    has_collection_agency: true,
    collection_agencies: ['prs', 'ppl'],
    release_plan: 2,
    release_plan_singles: 5,
    message:
      'We have been releasing on our own label for six years and would love to bring our listeners along. '.repeat(
        3,
      ),
    wants_exclusives: true,
    owns_rights: true,
    music_link_type: 'bandcamp',
    music_link_url: 'https://ghostorchard.bandcamp.com/album/first',
    has_recording_agreement: false,
    has_publishing_agreement: false,
    heard_about: 'A friend',
  },
  confirmed_at: null,
  consent: {
    ...FAN_DETAIL.consent,
    version: 'artist-2026-11-25',
    boxes: {
      owns_rights: true,
      wants_exclusives: true,
      has_recording_agreement: false,
      has_publishing_agreement: false,
      has_collection_agency: true,
    },
  },
  notes: [],
  actions: {
    approve: {
      allowed: false,
      reason:
        'This person has not confirmed their email address yet. Approve the entry once they have opened their confirmation link.',
    },
    reject: open,
    resend_invite: { allowed: false, reason: 'Only an approved entry has an invite to mail.' },
  },
};
