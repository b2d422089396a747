import {
  releasePlanCount,
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_COUNTRIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_OWNS_RIGHTS_MESSAGE,
  withoutUntickedAnswers,
} from '@encore/shared-rules';
import {
  type FieldError,
  optionalText,
  optionOf,
  optionsOf,
  type WithBlanks,
  withoutBlanks,
} from '@/features/waitlist-signup';
import type { ArtistSubmission } from '../api/join-artist-waitlist';

/** The release-plan selects (spec §2, §9): overall, albums, EPs and singles. */
export const RELEASE_PLAN_FIELDS = [
  'release_plan',
  'release_plan_albums',
  'release_plan_eps',
  'release_plan_singles',
] as const;
type ReleasePlanField = (typeof RELEASE_PLAN_FIELDS)[number];

type TextField =
  | 'name'
  | 'email'
  | 'phone_number'
  | 'artist_name'
  | 'dsp_link'
  | 'message'
  | 'heard_about'
  | 'social_instagram'
  | 'social_tiktok'
  | 'social_youtube'
  | 'social_other'
  | 'music_link_url'
  | 'record_label_name'
  | 'publisher_name'
  | 'website';

/** The artist form's answers as typed: text as typed, pickers as their value ('' = none). */
export type ArtistDraft = Record<TextField | ReleasePlanField, string> & {
  country: string;
  distributor: string;
  music_link_type: string;
  genres: string[];
  collection_agencies: string[];
  wants_exclusives: boolean;
  owns_rights: boolean;
  has_recording_agreement: boolean;
  has_publishing_agreement: boolean;
  has_collection_agency: boolean;
};

export const emptyArtistDraft = (): ArtistDraft => ({
  name: '',
  email: '',
  phone_number: '',
  artist_name: '',
  dsp_link: '',
  message: '',
  heard_about: '',
  social_instagram: '',
  social_tiktok: '',
  social_youtube: '',
  social_other: '',
  music_link_url: '',
  record_label_name: '',
  publisher_name: '',
  website: '',
  release_plan: '',
  release_plan_albums: '',
  release_plan_eps: '',
  release_plan_singles: '',
  country: '',
  distributor: '',
  music_link_type: '',
  genres: [],
  collection_agencies: [],
  wants_exclusives: false,
  owns_rights: false,
  has_recording_agreement: false,
  has_publishing_agreement: false,
  has_collection_agency: false,
});

/** Spec §5: nothing is sent until the rights box is ticked. */
export function artistRefusal(draft: ArtistDraft): FieldError | null {
  return draft.owns_rights ? null : { field: 'owns_rights', message: WAITLIST_OWNS_RIGHTS_MESSAGE };
}

const releasePlan = (choice: string): number | undefined =>
  choice === '' ? undefined : (releasePlanCount(choice) ?? undefined);

/**
 * The artist submission (spec §3): text trimmed and blanks left out, pickers only with values the
 * shared lists offer, release plans as numbers ("5+" is 5), and the conditional answers only when
 * their box is ticked (the shared rule the server applies too).
 */
export function artistSubmission(draft: ArtistDraft): ArtistSubmission {
  const text = (field: TextField) => optionalText(draft[field]);
  const genres = draft.genres.map((genre) => genre.trim()).filter((genre) => genre !== '');
  const agencies = optionsOf(draft.collection_agencies, WAITLIST_COLLECTION_AGENCIES);
  const answers: WithBlanks<ArtistSubmission> = withoutUntickedAnswers({
    name: draft.name.trim(),
    email: draft.email.trim(),
    artist_name: draft.artist_name.trim(),
    phone_number: text('phone_number'),
    dsp_link: text('dsp_link'),
    message: text('message'),
    heard_about: text('heard_about'),
    country: optionOf(draft.country, WAITLIST_COUNTRIES),
    genres: genres.length === 0 ? undefined : genres,
    distributor: optionOf(draft.distributor, WAITLIST_DISTRIBUTORS),
    release_plan: releasePlan(draft.release_plan),
    release_plan_albums: releasePlan(draft.release_plan_albums),
    release_plan_eps: releasePlan(draft.release_plan_eps),
    release_plan_singles: releasePlan(draft.release_plan_singles),
    wants_exclusives: draft.wants_exclusives,
    owns_rights: draft.owns_rights,
    has_recording_agreement: draft.has_recording_agreement,
    record_label_name: text('record_label_name'),
    has_publishing_agreement: draft.has_publishing_agreement,
    publisher_name: text('publisher_name'),
    has_collection_agency: draft.has_collection_agency,
    collection_agencies: agencies.length === 0 ? undefined : agencies,
    social_instagram: text('social_instagram'),
    social_tiktok: text('social_tiktok'),
    social_youtube: text('social_youtube'),
    social_other: text('social_other'),
    music_link_type: optionOf(draft.music_link_type, WAITLIST_MUSIC_LINK_TYPES),
    music_link_url: text('music_link_url'),
    website: text('website'),
  });
  return withoutBlanks<ArtistSubmission>(answers);
}
