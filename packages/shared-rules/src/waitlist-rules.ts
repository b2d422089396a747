import { WAITLIST_RELEASE_PLAN_MAX, WAITLIST_RELEASE_PLAN_OPTIONS } from './waitlist-options.js';

/** The two waitlists: artists (`/join`) and fans (`/fan-waitlist`). */
export const WAITLIST_KINDS = ['artist', 'fan'] as const;
export type WaitlistKind = (typeof WAITLIST_KINDS)[number];

/**
 * The wording of each form (its consent footer, checkbox labels and what the data is for), by
 * version: every entry records the version its person saw. Bump a form's version in the same
 * commit that changes its wording.
 */
export const WAITLIST_CONSENT_VERSION = {
  artist: 'artist-2026-11-25',
  fan: 'fan-2026-11-25',
} as const satisfies Record<WaitlistKind, string>;

/** The checkboxes whose state is kept as consent evidence with each entry. */
export const WAITLIST_CONSENT_BOXES = {
  artist: [
    'owns_rights',
    'wants_exclusives',
    'has_recording_agreement',
    'has_publishing_agreement',
    'has_collection_agency',
  ],
  fan: ['is_subscribed'],
} as const satisfies Record<WaitlistKind, readonly string[]>;

/** Spec §5, shown by the form before sending and by the server when owns_rights is not true. */
export const WAITLIST_OWNS_RIGHTS_MESSAGE = 'You must confirm you own the rights to the music.';

/**
 * The most characters each text field takes (the spec leaves limits to us; ADR 0021 says why
 * these). The form sets them as `maxLength`, the server refuses more.
 */
export const WAITLIST_TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone_number: 32,
  artist_name: 100,
  dsp_link: 500,
  music_link_url: 500,
  social_instagram: 200,
  social_tiktok: 200,
  social_youtube: 200,
  social_other: 200,
  message: 2000,
  heard_about: 500,
  record_label_name: 200,
  publisher_name: 200,
  favourite_artist: 100,
  genre: 80,
} as const;

/** The most items each list takes. */
export const WAITLIST_LIST_LIMITS = {
  genres: 10,
  genre_ids: 10,
  collection_agencies: 16,
} as const;

/**
 * An http(s) address with a host and no user part (`https://evil@host` is refused): the only
 * links the forms take. No flags, so the server's JSON Schema can use the same source.
 */
export const WAITLIST_HTTP_URL_PATTERN =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#@:]+(:[0-9]{1,5})?([/?#]\S*)?$/;

/** A social field: a handle (`@name`, `name`) or an http(s) link to the profile. */
export const WAITLIST_SOCIAL_PATTERN = new RegExp(
  `^(@?[^\\s:/@]+|${WAITLIST_HTTP_URL_PATTERN.source.slice(1, -1)})$`,
);

/** A phone number as people write it: digits, spaces, + ( ) - . (at least 4 characters). */
export const WAITLIST_PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{3,30}$/;

export const isHttpUrl = (value: string): boolean => WAITLIST_HTTP_URL_PATTERN.test(value);

/** How an email is compared and stored: one entry per address, whatever its case or spaces. */
export const normalizeWaitlistEmail = (email: string): string => email.trim().toLowerCase();

/** The part after the last `@`, lower-cased ('' when there is none). */
export const emailDomain = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/**
 * The fields a form shows only while their checkbox is ticked (spec §2). The server ignores
 * them otherwise, so an answer typed and then hidden is never stored.
 */
export const WAITLIST_CONDITIONAL_FIELDS = {
  record_label_name: 'has_recording_agreement',
  publisher_name: 'has_publishing_agreement',
  collection_agencies: 'has_collection_agency',
} as const;
type ConditionalField = keyof typeof WAITLIST_CONDITIONAL_FIELDS;

export type ConditionalAnswers = Partial<
  Record<ConditionalField, unknown> &
    Record<(typeof WAITLIST_CONDITIONAL_FIELDS)[ConditionalField], unknown>
>;

/** A copy of the answers without the conditional fields whose checkbox is not ticked (true). */
export function withoutUntickedAnswers<T extends ConditionalAnswers>(answers: T): T {
  const kept = { ...answers };
  for (const [field, box] of Object.entries(WAITLIST_CONDITIONAL_FIELDS) as [
    ConditionalField,
    (typeof WAITLIST_CONDITIONAL_FIELDS)[ConditionalField],
  ][]) {
    if (answers[box] !== true) Reflect.deleteProperty(kept, field);
  }
  return kept;
}

/**
 * A release-plan select's choice as the number sent and stored: the option's value or its label
 * ("5+" is 5); null for anything the select does not offer.
 */
export function releasePlanCount(choice: number | string): number | null {
  const option = WAITLIST_RELEASE_PLAN_OPTIONS.find(
    (candidate) => candidate.value === choice || candidate.label === choice,
  );
  if (option) return option.value;
  if (typeof choice === 'string' && /^[0-9]$/.test(choice.trim())) {
    const value = Number(choice.trim());
    return value <= WAITLIST_RELEASE_PLAN_MAX ? value : null;
  }
  return null;
}
