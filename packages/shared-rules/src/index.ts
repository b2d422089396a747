// Rules the web client and the server must apply identically, written once (issue 12 §6; the
// waitlist forms' option lists, limits and field rules: issue 14).
export {
  ACCESS_TYPES,
  type AccessType,
  DEFAULT_ACCESS_TYPE,
  isPurchasable,
  PURCHASABLE_ACCESS_TYPES,
  type PurchasableAccessType,
} from './access-types.js';
export { foldToAscii } from './ascii-fold.js';
export { artistBioPlaceholder, isArtistBioPlaceholder } from './artist-bio.js';
export {
  ARTWORK_MAX_BYTES,
  ARTWORK_MAX_SIDE,
  ARTWORK_MIN_SIDE,
  artworkTooSmall,
} from './artwork-rules.js';
export {
  ARTIST_BIO_MAX_LENGTH,
  ARTIST_GENRES_MAX,
  ARTIST_LINK_MAX_LENGTH,
  ARTIST_LINK_PATTERN,
  ARTIST_LINKS_MAX,
  ARTIST_NAME_MAX_LENGTH,
  isArtistLink,
} from './artist-profile-rules.js';
export {
  albumPageMetadata,
  type AlbumPageFacts,
  artistDescription,
  artistPageMetadata,
  type ArtistPageFacts,
  type CataloguePageMetadata,
  type CataloguePageType,
  type MusicAlbumFacts,
  musicAlbumData,
  type MusicGroupFacts,
  musicGroupData,
  pageTitle,
  SITE_NAME,
} from './catalogue-page-metadata.js';
export {
  albumPath,
  artistIdentifier,
  artistPath,
  type ArtistRef,
  catalogueIdentifier,
  type CatalogueRef,
  httpUrl,
  RESERVED_ARTIST_SLUGS,
} from './catalogue-paths.js';
export { ISRC_INPUT_PATTERN, normaliseIsrc } from './isrc.js';
export { nameSlug } from './name-slug.js';
export {
  isSkipEvent,
  PLAY_EVENT_TYPES,
  PLAY_PLATFORMS,
  SKIP_EVENT_TYPES,
  type PlayEventType,
  type PlayPlatform,
  type SkipEventType,
} from './play-events.js';
export { calendarDay, releaseYear, trackCountLabel } from './release-facts.js';
export { RELEASE_DECISION_REASON_MAX_LENGTH } from './release-decision-rules.js';
export { syncedLyricsProblem } from './synced-lyrics.js';
export { CREDITS_MAX_LENGTH, LYRICS_MAX_LENGTH } from './track-text-limits.js';
export {
  countryName,
  isCountryCode,
  WAITLIST_COUNTRIES,
  WAITLIST_FEATURED_COUNTRIES,
  type CountryCode,
  type CountryOption,
} from './waitlist-countries.js';
export {
  optionValues,
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_RELEASE_PLAN_MAX,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_STREAMING_PLATFORMS,
  type OptionValue,
  type WaitlistCollectionAgency,
  type WaitlistDistributor,
  type WaitlistMusicLinkType,
  type WaitlistOption,
  type WaitlistReferralSource,
  type WaitlistStreamingPlatform,
} from './waitlist-options.js';
export {
  emailDomain,
  isHttpUrl,
  normalizeWaitlistEmail,
  releasePlanCount,
  WAITLIST_CONDITIONAL_FIELDS,
  WAITLIST_CONSENT_BOXES,
  WAITLIST_CONSENT_VERSION,
  WAITLIST_HTTP_URL_PATTERN,
  WAITLIST_KINDS,
  WAITLIST_LIST_LIMITS,
  WAITLIST_OWNS_RIGHTS_MESSAGE,
  WAITLIST_PHONE_PATTERN,
  WAITLIST_SOCIAL_PATTERN,
  WAITLIST_TEXT_LIMITS,
  withoutUntickedAnswers,
  type ConditionalAnswers,
  type WaitlistKind,
} from './waitlist-rules.js';
