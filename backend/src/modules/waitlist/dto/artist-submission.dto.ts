import {
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_LIST_LIMITS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_OWNS_RIGHTS_MESSAGE,
  WAITLIST_PHONE_PATTERN,
  WAITLIST_RELEASE_PLAN_MAX,
  WAITLIST_SOCIAL_PATTERN,
  WAITLIST_TEXT_LIMITS,
  optionValues,
  type CountryCode,
  type WaitlistCollectionAgency,
  type WaitlistDistributor,
  type WaitlistMusicLinkType,
} from '@encore/shared-rules';

import { Field } from '../../../platform/http/index.js';
import { VerificationTokenField } from '../../verification/index.js';
import type { ArtistForm } from '../domain/waitlist-forms.js';
import {
  checkbox,
  countryField,
  emailField,
  honeypotField,
  optionalChoice,
  optionalLink,
  optionalText,
  requiredText,
} from './waitlist-fields.js';

const releasePlan = (what: string) =>
  Field(
    { type: 'integer', minimum: 0, maximum: WAITLIST_RELEASE_PLAN_MAX, nullable: true },
    {
      optional: true,
      message: `${what} must be a whole number from 0 to ${WAITLIST_RELEASE_PLAN_MAX} (5+ is sent as 5).`,
    },
  );

const social = (
  field: 'social_instagram' | 'social_tiktok' | 'social_youtube' | 'social_other',
  what: string,
) => optionalText(field, what, WAITLIST_SOCIAL_PATTERN, 'a handle (@name) or an http(s) link');

/** `POST /api/public/waitlist` (spec §3 "Artist waitlist submission"). */
export class ArtistSubmissionDto implements ArtistForm {
  @requiredText('name', 'your name') name!: string;
  @emailField() email!: string;
  @optionalText(
    'phone_number',
    'The phone number',
    WAITLIST_PHONE_PATTERN,
    'digits, spaces and + ( ) - . only',
  )
  phone_number?: string | null;
  @requiredText('artist_name', 'your artist name') artist_name!: string;
  @optionalLink('dsp_link', 'The streaming profile link') dsp_link?: string | null;
  @countryField() country?: CountryCode | '' | null;

  @Field(
    {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: WAITLIST_TEXT_LIMITS.genre },
      maxItems: WAITLIST_LIST_LIMITS.genres,
      nullable: true,
    },
    {
      optional: true,
      message: `genres must be a list of at most ${WAITLIST_LIST_LIMITS.genres} genre names from the genre list.`,
      description: 'Names from GET /api/public/genres',
    },
  )
  genres?: string[] | null;

  @Field(
    {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      maxItems: WAITLIST_LIST_LIMITS.genre_ids,
      nullable: true,
    },
    {
      optional: true,
      message: `genre_ids must be a list of at most ${WAITLIST_LIST_LIMITS.genre_ids} genre ids.`,
    },
  )
  genre_ids?: string[] | null;

  @optionalChoice(WAITLIST_DISTRIBUTORS, 'The distributor')
  distributor?: WaitlistDistributor | '' | null;

  @Field(
    {
      type: 'array',
      items: { type: 'string', enum: optionValues(WAITLIST_COLLECTION_AGENCIES) },
      maxItems: WAITLIST_LIST_LIMITS.collection_agencies,
      nullable: true,
    },
    {
      optional: true,
      message: 'collection_agencies must be a list of collection agencies from the list.',
      description: 'Kept only when has_collection_agency is true',
    },
  )
  collection_agencies?: WaitlistCollectionAgency[] | null;

  @checkbox() has_collection_agency?: boolean | null;
  @releasePlan('The release plan') release_plan?: number | null;
  @releasePlan('The number of albums planned') release_plan_albums?: number | null;
  @releasePlan('The number of EPs planned') release_plan_eps?: number | null;
  @releasePlan('The number of singles planned') release_plan_singles?: number | null;
  @optionalText('message', 'The message') message?: string | null;
  @checkbox() wants_exclusives?: boolean | null;

  @Field({ type: 'boolean' }, { message: WAITLIST_OWNS_RIGHTS_MESSAGE })
  owns_rights!: boolean;

  @social('social_instagram', 'Instagram') social_instagram?: string | null;
  @social('social_tiktok', 'TikTok') social_tiktok?: string | null;
  @social('social_youtube', 'YouTube') social_youtube?: string | null;
  @social('social_other', 'The other social link') social_other?: string | null;
  @optionalChoice(WAITLIST_MUSIC_LINK_TYPES, 'The music link type')
  music_link_type?: WaitlistMusicLinkType | '' | null;
  @optionalLink('music_link_url', 'The music link') music_link_url?: string | null;
  @checkbox() has_recording_agreement?: boolean | null;
  @optionalText('record_label_name', 'The record label name') record_label_name?: string | null;
  @checkbox() has_publishing_agreement?: boolean | null;
  @optionalText('publisher_name', 'The publisher name') publisher_name?: string | null;
  @optionalText('heard_about', 'How you heard about us') heard_about?: string | null;
  @VerificationTokenField() cfTurnstileToken?: string;
  @honeypotField() website?: string | null;
}
