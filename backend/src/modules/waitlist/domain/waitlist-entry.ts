import {
  type CountryCode,
  normalizeWaitlistEmail,
  WAITLIST_CONSENT_BOXES,
  WAITLIST_CONSENT_VERSION,
  type WaitlistKind,
  withoutUntickedAnswers,
} from '@encore/shared-rules';

import type { ArtistForm, FanForm } from './waitlist-forms.js';

/** One stored answer: text, a number, a box's state or a list picked. */
export type Answer = string | number | boolean | readonly string[];

/** An entry as it is first stored (the consent's time, IP and browser are the request's). */
export interface NewWaitlistEntry {
  kind: WaitlistKind;
  email: string;
  name: string;
  country: CountryCode | null;
  isSubscribed: boolean;
  /** The form's other answers, by field name; answers not given are left out. */
  answers: Record<string, Answer>;
  consentVersion: string;
  /** Every consent checkbox of the form and whether it was ticked. */
  consentBoxes: Record<string, boolean>;
}

/** Null, blank and empty lists are "not given". */
function given(value: Answer | null | undefined): value is Answer {
  if (value === null || value === undefined || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function answersOf(fields: Record<string, Answer | null | undefined>): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, Answer] => given(entry[1])),
  );
}

const ticked = (box: boolean | null | undefined): boolean => box === true;

/** A honeypot holds something: only a script fills a field people never see. */
export const isHoneypotFilled = (form: { website?: string | null | undefined }): boolean =>
  typeof form.website === 'string' && form.website.trim() !== '';

/**
 * The artist form as stored: the email normalised, boxes as true/false, conditional answers
 * dropped unless their box is ticked, and `genres` as the catalogue spells them.
 */
export function artistEntry(form: ArtistForm, genres: readonly string[]): NewWaitlistEntry {
  const boxes = {
    owns_rights: ticked(form.owns_rights),
    wants_exclusives: ticked(form.wants_exclusives),
    has_recording_agreement: ticked(form.has_recording_agreement),
    has_publishing_agreement: ticked(form.has_publishing_agreement),
    has_collection_agency: ticked(form.has_collection_agency),
  } satisfies Record<(typeof WAITLIST_CONSENT_BOXES.artist)[number], boolean>;
  const answers = withoutUntickedAnswers({
    artist_name: form.artist_name,
    phone_number: form.phone_number,
    dsp_link: form.dsp_link,
    genres,
    genre_ids: form.genre_ids ? [...new Set(form.genre_ids.map((id) => id.toLowerCase()))] : null,
    distributor: form.distributor,
    collection_agencies: form.collection_agencies ? [...new Set(form.collection_agencies)] : null,
    release_plan: form.release_plan,
    release_plan_albums: form.release_plan_albums,
    release_plan_eps: form.release_plan_eps,
    release_plan_singles: form.release_plan_singles,
    message: form.message,
    social_instagram: form.social_instagram,
    social_tiktok: form.social_tiktok,
    social_youtube: form.social_youtube,
    social_other: form.social_other,
    music_link_type: form.music_link_type,
    music_link_url: form.music_link_url,
    record_label_name: form.record_label_name,
    publisher_name: form.publisher_name,
    heard_about: form.heard_about,
    ...boxes,
  });
  return {
    kind: 'artist',
    email: normalizeWaitlistEmail(form.email),
    name: form.name,
    country: form.country || null,
    // Joining the artist list asks to be contacted about it; the mails' link turns it off.
    isSubscribed: true,
    answers: answersOf(answers),
    consentVersion: WAITLIST_CONSENT_VERSION.artist,
    consentBoxes: boxes,
  };
}

/** The fan form as stored; `is_subscribed` is ticked unless the form says false. */
export function fanEntry(form: FanForm): NewWaitlistEntry {
  const boxes = {
    is_subscribed: form.is_subscribed !== false,
  } satisfies Record<(typeof WAITLIST_CONSENT_BOXES.fan)[number], boolean>;
  return {
    kind: 'fan',
    email: normalizeWaitlistEmail(form.email),
    name: form.name,
    country: form.country || null,
    isSubscribed: boxes.is_subscribed,
    answers: answersOf({
      favourite_artist: form.favourite_artist,
      streaming_platform: form.streaming_platform,
      referral_source: form.referral_source,
    }),
    consentVersion: WAITLIST_CONSENT_VERSION.fan,
    consentBoxes: boxes,
  };
}
