import {
  countryName,
  isCountryCode,
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_STREAMING_PLATFORMS,
  type WaitlistOption,
} from '@encore/shared-rules';
import type { ChipVariant } from '@/shared/ui/chip';
import type { ScreeningStatus, WaitlistEntryDetail, WaitlistList } from '../api/waitlist-api';

export const LIST_TITLE: Record<WaitlistList, string> = {
  artists: 'Artist waitlist',
  fans: 'Fan waitlist',
};

export const STATUS_LABEL: Record<ScreeningStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  registered: 'Registered',
  rejected: 'Rejected',
};

export const STATUS_VARIANT: Record<ScreeningStatus, ChipVariant> = {
  pending: 'default',
  invited: 'primary',
  registered: 'success',
  rejected: 'danger',
};

/** "Ireland (IE)"; a code the list does not know is shown as it is; null: not given. */
export function countryLabel(code: string | null): string | null {
  if (code === null) return null;
  return isCountryCode(code) ? `${countryName(code)} (${code})` : code;
}

/** Each form's answers in the form's order, with the label the form gave the field. */
const ANSWER_LABELS: Record<WaitlistList, readonly (readonly [string, string])[]> = {
  artists: [
    ['artist_name', 'Artist name'],
    ['phone_number', 'Phone number'],
    ['dsp_link', 'Streaming profile'],
    ['genres', 'Genres'],
    ['distributor', 'Distributor'],
    ['has_collection_agency', 'Member of a collection agency'],
    ['collection_agencies', 'Collection agencies'],
    ['release_plan', 'Releases planned overall'],
    ['release_plan_albums', 'Albums planned'],
    ['release_plan_eps', 'EPs planned'],
    ['release_plan_singles', 'Singles planned'],
    ['message', 'Message'],
    ['wants_exclusives', 'Interested in exclusives'],
    ['owns_rights', 'Owns the rights to the music'],
    ['social_instagram', 'Instagram'],
    ['social_tiktok', 'TikTok'],
    ['social_youtube', 'YouTube'],
    ['social_other', 'Other social'],
    ['music_link_type', 'Music link type'],
    ['music_link_url', 'Music link'],
    ['has_recording_agreement', 'Has a recording agreement'],
    ['record_label_name', 'Record label'],
    ['has_publishing_agreement', 'Has a publishing agreement'],
    ['publisher_name', 'Publisher'],
    ['heard_about', 'Heard about Encore'],
  ],
  fans: [
    ['favourite_artist', 'Favourite artist'],
    ['streaming_platform', 'Listens on'],
    ['referral_source', 'Heard about Encore'],
  ],
};

/** Fields whose stored values are ids of a fixed list: shown by their labels. */
const OPTION_LISTS: Record<string, readonly WaitlistOption[]> = {
  distributor: WAITLIST_DISTRIBUTORS,
  collection_agencies: WAITLIST_COLLECTION_AGENCIES,
  music_link_type: WAITLIST_MUSIC_LINK_TYPES,
  streaming_platform: WAITLIST_STREAMING_PLATFORMS,
  referral_source: WAITLIST_REFERRAL_SOURCES,
};

/** The release plans' top choice is "5+" on the form and 5 when stored. */
const RELEASE_PLAN_MAX = 5;

type Answer = WaitlistEntryDetail['answers'][string];

function textOf(field: string, answer: Answer): string {
  const options = OPTION_LISTS[field];
  const label = (value: string) =>
    options?.find((option) => option.value === value)?.label ?? value;
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (typeof answer === 'number') {
    return field.startsWith('release_plan') && answer >= RELEASE_PLAN_MAX ? '5+' : String(answer);
  }
  if (typeof answer === 'string') return label(answer);
  return answer.map(label).join(', ');
}

export interface AnswerRow {
  field: string;
  label: string;
  text: string;
}

/**
 * Everything the person answered, in the form's order, as readable text; answers the form does
 * not list (an older form's) follow under their field names, so nothing submitted is hidden.
 */
export function answerRows(entry: Pick<WaitlistEntryDetail, 'list' | 'answers'>): AnswerRow[] {
  const known = ANSWER_LABELS[entry.list];
  const rows: AnswerRow[] = [];
  for (const [field, label] of known) {
    const answer = entry.answers[field];
    if (answer !== undefined) rows.push({ field, label, text: textOf(field, answer) });
  }
  const listed = new Set(known.map(([field]) => field));
  for (const [field, answer] of Object.entries(entry.answers)) {
    // genre_ids repeat the genres as the catalogue's ids: nothing a person reads.
    if (listed.has(field) || field === 'genre_ids') continue;
    rows.push({ field, label: field, text: textOf(field, answer) });
  }
  return rows;
}

const BOX_LABELS: Record<string, string> = {
  owns_rights: 'I own the rights to the music I would release on Encore',
  wants_exclusives: "I'm interested in releasing exclusives for my fans",
  has_recording_agreement: 'I have a recording agreement',
  has_publishing_agreement: 'I have a publishing agreement',
  has_collection_agency: "I'm a member of a collection agency",
  is_subscribed: 'Send me news about Encore and the artists I follow',
};

export interface ConsentBox {
  box: string;
  label: string;
  ticked: boolean;
}

/** Every checkbox of the form as the person left it, with the words it carried. */
export const consentBoxes = (boxes: Record<string, boolean>): ConsentBox[] =>
  Object.entries(boxes).map(([box, ticked]) => ({ box, label: BOX_LABELS[box] ?? box, ticked }));
