import type {
  CountryCode,
  WaitlistCollectionAgency,
  WaitlistDistributor,
  WaitlistMusicLinkType,
  WaitlistReferralSource,
  WaitlistStreamingPlatform,
} from '@encore/shared-rules';

/**
 * What the forms send once their JSON Schema has passed (spec §3): types are right, text is
 * trimmed and bounded, options are from the lists. An optional answer may be missing, null or
 * blank (''), which all mean "not given".
 */
type Optional<T> = T | null | undefined;

/** Fields both forms share: the person, and the honeypot (`website`) people never see. */
interface WaitlistFormBase {
  name: string;
  email: string;
  country?: Optional<CountryCode | ''>;
  website?: Optional<string>;
}

export interface ArtistForm extends WaitlistFormBase {
  phone_number?: Optional<string>;
  artist_name: string;
  dsp_link?: Optional<string>;
  genres?: Optional<string[]>;
  genre_ids?: Optional<string[]>;
  distributor?: Optional<WaitlistDistributor | ''>;
  collection_agencies?: Optional<WaitlistCollectionAgency[]>;
  has_collection_agency?: Optional<boolean>;
  release_plan?: Optional<number>;
  release_plan_albums?: Optional<number>;
  release_plan_eps?: Optional<number>;
  release_plan_singles?: Optional<number>;
  message?: Optional<string>;
  wants_exclusives?: Optional<boolean>;
  owns_rights: boolean;
  social_instagram?: Optional<string>;
  social_tiktok?: Optional<string>;
  social_youtube?: Optional<string>;
  social_other?: Optional<string>;
  music_link_type?: Optional<WaitlistMusicLinkType | ''>;
  music_link_url?: Optional<string>;
  has_recording_agreement?: Optional<boolean>;
  record_label_name?: Optional<string>;
  has_publishing_agreement?: Optional<boolean>;
  publisher_name?: Optional<string>;
  heard_about?: Optional<string>;
}

export interface FanForm extends WaitlistFormBase {
  favourite_artist?: Optional<string>;
  streaming_platform?: Optional<WaitlistStreamingPlatform | ''>;
  referral_source?: Optional<WaitlistReferralSource | ''>;
  /** Spec §3: ticked by default, so a form that leaves it out subscribes. */
  is_subscribed?: Optional<boolean>;
}
