/**
 * The waitlist forms' fixed pickers (spec §2, §9), written once: the web form lists them, the
 * server accepts exactly their values, and `GET /api/public/waitlist/options` serves them to
 * anyone else. A value is what travels and is stored (stable, lower-case); a label is what a
 * person reads. Renaming a label is free; changing a value needs a data migration.
 */
export interface WaitlistOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

const options = <const T extends readonly WaitlistOption[]>(list: T): T => list;

/** The values of a list, as a tuple type for narrowing and a list for enum checks. */
export type OptionValue<T extends readonly WaitlistOption[]> = T[number]['value'];
export const optionValues = <T extends readonly WaitlistOption[]>(
  list: T,
): readonly OptionValue<T>[] => list.map((option) => option.value);

/** Artist form: who distributes their music today (spec §9 "Distributors"). */
export const WAITLIST_DISTRIBUTORS = options([
  { value: 'emubands', label: 'EmuBands' },
  { value: 'distrokid', label: 'DistroKid' },
  { value: 'cd_baby', label: 'CD Baby' },
  { value: 'rotenone', label: 'Rotenone' },
  { value: 'soundon', label: 'SoundOn' },
  { value: 'amuse', label: 'Amuse' },
  { value: 'landr', label: 'Landr' },
  { value: 'tunecore', label: 'TuneCore' },
  { value: 'the_orchard', label: 'The Orchard' },
  { value: 'believe', label: 'Believe' },
  { value: 'fuga', label: 'Fuga' },
  { value: 'downtown', label: 'Downtown' },
  { value: 'absolute', label: 'Absolute' },
  { value: 'igroove', label: 'iGroove' },
  { value: 'revelator', label: 'Revelator' },
  { value: 'other', label: 'Other' },
]);
export type WaitlistDistributor = OptionValue<typeof WAITLIST_DISTRIBUTORS>;

/** Artist form, shown when has_collection_agency is ticked (spec §9 "Collection agencies"). */
export const WAITLIST_COLLECTION_AGENCIES = options([
  { value: 'prs', label: 'PRS' },
  { value: 'ppl', label: 'PPL' },
  { value: 'mcps', label: 'MCPS' },
  { value: 'ascap', label: 'ASCAP' },
  { value: 'bmi', label: 'BMI' },
  { value: 'sesac', label: 'SESAC' },
  { value: 'socan', label: 'SOCAN' },
  { value: 'apra_amcos', label: 'APRA AMCOS' },
  { value: 'imro', label: 'IMRO' },
  { value: 'gema', label: 'GEMA' },
  { value: 'sacem', label: 'SACEM' },
  { value: 'buma_stemra', label: 'BUMA/STEMRA' },
  { value: 'stim', label: 'STIM' },
  { value: 'tono', label: 'TONO' },
  { value: 'apra', label: 'APRA' },
  { value: 'other', label: 'Other' },
]);
export type WaitlistCollectionAgency = OptionValue<typeof WAITLIST_COLLECTION_AGENCIES>;

/** Artist form: where music_link_url points (spec §9 "Music link platforms"). */
export const WAITLIST_MUSIC_LINK_TYPES = options([
  { value: 'spotify', label: 'Spotify' },
  { value: 'apple_music', label: 'Apple Music' },
  { value: 'soundcloud', label: 'SoundCloud' },
  { value: 'bandcamp', label: 'Bandcamp' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'other', label: 'Other' },
]);
export type WaitlistMusicLinkType = OptionValue<typeof WAITLIST_MUSIC_LINK_TYPES>;

/** Fan form: where they listen today (spec §9 "Fan streaming platforms"). */
export const WAITLIST_STREAMING_PLATFORMS = options([
  { value: 'spotify', label: 'Spotify' },
  { value: 'apple_music', label: 'Apple Music' },
  { value: 'youtube_music', label: 'YouTube Music' },
  { value: 'tidal', label: 'Tidal' },
  { value: 'amazon_music', label: 'Amazon Music' },
  { value: 'deezer', label: 'Deezer' },
  { value: 'soundcloud', label: 'SoundCloud' },
  { value: 'bandcamp', label: 'Bandcamp' },
  { value: 'other', label: 'Other' },
]);
export type WaitlistStreamingPlatform = OptionValue<typeof WAITLIST_STREAMING_PLATFORMS>;

/**
 * Fan form: how they heard of us. The spec names the field but not its choices; these are ours
 * (docs/adr/0021-waitlists.md).
 */
export const WAITLIST_REFERRAL_SOURCES = options([
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'artist', label: 'An artist I follow' },
  { value: 'friend', label: 'A friend' },
  { value: 'search', label: 'A search engine' },
  { value: 'press', label: 'Press, a blog or a podcast' },
  { value: 'other', label: 'Other' },
]);
export type WaitlistReferralSource = OptionValue<typeof WAITLIST_REFERRAL_SOURCES>;

/**
 * The release-plan selects (spec §5, §9: 0 to 5+, for the next 12-24 months). "5+" is sent and
 * stored as 5: the form cannot say how many more.
 */
export const WAITLIST_RELEASE_PLAN_OPTIONS = [
  { value: 0, label: '0' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5+' },
] as const;
export const WAITLIST_RELEASE_PLAN_MAX = 5;
