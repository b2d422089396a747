import {
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_STREAMING_PLATFORMS,
  type CountryCode,
  type WaitlistReferralSource,
  type WaitlistStreamingPlatform,
} from '@encore/shared-rules';

import { VerificationTokenField } from '../../verification/index.js';
import type { FanForm } from '../domain/waitlist-forms.js';
import {
  checkbox,
  countryField,
  emailField,
  honeypotField,
  optionalChoice,
  optionalText,
  requiredText,
} from './waitlist-fields.js';

/** `POST /api/public/waitlist/fan` (spec §3 "Fan waitlist submission"). */
export class FanSubmissionDto implements FanForm {
  @requiredText('name', 'your name') name!: string;
  @emailField() email!: string;
  @optionalText('favourite_artist', 'The favourite artist') favourite_artist?: string | null;
  @optionalChoice(WAITLIST_STREAMING_PLATFORMS, 'The streaming platform')
  streaming_platform?: WaitlistStreamingPlatform | '' | null;
  @countryField() country?: CountryCode | '' | null;
  @optionalChoice(WAITLIST_REFERRAL_SOURCES, 'How you heard about us')
  referral_source?: WaitlistReferralSource | '' | null;
  @checkbox('Updates by email; true when left out (spec §3)') is_subscribed?: boolean | null;
  @VerificationTokenField() cfTurnstileToken?: string;
  @honeypotField() website?: string | null;
}
