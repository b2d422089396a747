import {
  WAITLIST_COUNTRIES,
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_STREAMING_PLATFORMS,
} from '@encore/shared-rules';
import { optionalText, optionOf, withoutBlanks } from '@/features/waitlist-signup';
import type { FanSubmission } from '../api/join-fan-waitlist';

/** The fan form's answers as typed (pickers: '' = none). */
export interface FanDraft {
  name: string;
  email: string;
  favourite_artist: string;
  streaming_platform: string;
  country: string;
  referral_source: string;
  is_subscribed: boolean;
  website: string;
}

/** Spec §3: is_subscribed starts ticked. */
export const emptyFanDraft = (): FanDraft => ({
  name: '',
  email: '',
  favourite_artist: '',
  streaming_platform: '',
  country: '',
  referral_source: '',
  is_subscribed: true,
  website: '',
});

/** The fan submission (spec §3): text trimmed, blanks left out, pickers from the shared lists. */
export function fanSubmission(draft: FanDraft): FanSubmission {
  return withoutBlanks<FanSubmission>({
    name: draft.name.trim(),
    email: draft.email.trim(),
    favourite_artist: optionalText(draft.favourite_artist),
    streaming_platform: optionOf(draft.streaming_platform, WAITLIST_STREAMING_PLATFORMS),
    country: optionOf(draft.country, WAITLIST_COUNTRIES),
    referral_source: optionOf(draft.referral_source, WAITLIST_REFERRAL_SOURCES),
    is_subscribed: draft.is_subscribed,
    website: optionalText(draft.website),
  });
}

/** The fan form has no rule of its own beyond the required fields the browser checks. */
export const fanRefusal = (): null => null;
