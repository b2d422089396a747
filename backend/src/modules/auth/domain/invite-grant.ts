import {
  artistBioPlaceholder,
  httpUrl,
  nameSlug,
  RESERVED_ARTIST_SLUGS,
} from '@encore/shared-rules';

/**
 * What registering with an invite gives (issue 25): an invite made by approving an artist
 * waitlist entry makes an artist account with its profile from the entry; a fan entry's invite
 * and a plain code make a listener. Pure, so every rule is tested here.
 */

/** The waitlist entry an invite was made for, as registration reads it (null: a plain code). */
export interface InviteEntry {
  kind: 'artist' | 'fan';
  /** The person's own name (the account's display name is what they type when registering). */
  name: string;
  /** ISO 3166-1 alpha-2, or null when not given. */
  country: string | null;
  /** The form's other answers, as the waitlist stored them. */
  answers: Record<string, unknown>;
}

/** The artist profile an artist invite starts with; the studio's profile editor takes it on. */
export interface ArtistProfileDraft {
  name: string;
  country: string | null;
  /** Genre names as the catalogue spells them (the waitlist form picks from its list). */
  genres: string[];
  /** Site name → http(s) address, as artists.social_links holds them. */
  links: Record<string, string>;
  /** Shown on the artist page until the artist writes their own. */
  bio: string;
}

export type InviteGrant = { role: 'listener' } | { role: 'artist'; profile: ArtistProfileDraft };

export function inviteGrant(entry: InviteEntry | null): InviteGrant {
  if (entry === null || entry.kind === 'fan') return { role: 'listener' };
  return { role: 'artist', profile: artistProfileDraft(entry) };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function artistProfileDraft(entry: InviteEntry): ArtistProfileDraft {
  // The artist form requires artist_name; the person's name is a fallback for older rows.
  const name = text(entry.answers.artist_name) ?? entry.name.trim();
  const genres = Array.isArray(entry.answers.genres)
    ? [...new Set(entry.answers.genres.filter((genre): genre is string => text(genre) !== null))]
    : [];
  return {
    name,
    country: entry.country,
    genres,
    links: profileLinks(entry.answers),
    // Until the artist writes their own; the studio tells the two apart (shared rule).
    bio: artistBioPlaceholder(name),
  };
}

/** Where a bare handle (`@name` or `name`) of each social field points. */
const HANDLE_ADDRESS: Record<string, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

/** An answer as an http(s) address: a link as given, a handle on its site; else null. */
function linkOf(value: unknown, site: string | null): string | null {
  const given = text(value);
  if (given === null) return null;
  const url = httpUrl(given);
  if (url !== null) return url.href;
  const toAddress = site === null ? undefined : HANDLE_ADDRESS[site];
  // A handle as the form takes one: no spaces, colons, slashes or inner @.
  const handle = /^@?([^\s:/@]+)$/.exec(given)?.[1];
  return toAddress === undefined || handle === undefined
    ? null
    : toAddress(encodeURIComponent(handle));
}

/**
 * The profile's links from the artist form: the three social fields (handles made into
 * addresses), the other social link, the streaming profile and the music link when they are
 * addresses. Keys are what the artist page names a link by (a site, else it reads the host).
 */
export function profileLinks(answers: Record<string, unknown>): Record<string, string> {
  const candidates: [key: string, value: string | null][] = [
    ['instagram', linkOf(answers.social_instagram, 'instagram')],
    ['tiktok', linkOf(answers.social_tiktok, 'tiktok')],
    ['youtube', linkOf(answers.social_youtube, 'youtube')],
    ['other', linkOf(answers.social_other, null)],
    ['streaming', linkOf(answers.dsp_link, null)],
    ['music', linkOf(answers.music_link_url, null)],
  ];
  const links: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, address] of candidates) {
    // The same address given twice (streaming profile and music link) is listed once.
    if (address === null || seen.has(address)) continue;
    seen.add(address);
    links[key] = address;
  }
  return links;
}

/** A profile found by the draft's name: its slug matches, and whether an account manages it. */
export interface ProfileCandidate {
  id: string;
  claimed: boolean;
  country: string | null;
  bio: string | null;
  links: Record<string, string>;
}

/** What fills an existing profile's gaps: what it has stays as it is. */
export interface ProfileFill {
  country: string | null;
  bio: string | null;
  /** The draft's links under keys the profile does not use yet. */
  links: Record<string, string>;
  /** Added to the profile's genres (kept). */
  genres: string[];
}

export type ProfilePlan =
  | { kind: 'link'; artistId: string; fill: ProfileFill }
  /** `slug` null: none stored, the name gives it. */
  | { kind: 'create'; artistId: string; slug: string | null };

/**
 * Link the profile reached by the artist's name when no account manages it yet (an admin or the
 * catalogue made it before the artist arrived), filling only what it lacks; otherwise create a
 * profile (`newId`) with a slug nobody is reached by (freeArtistSlug). `taken`: the slugs, lower
 * case, among slugCandidates(the name's base) that reach a profile now.
 */
export function profilePlan(
  draft: ArtistProfileDraft,
  candidate: ProfileCandidate | null,
  taken: ReadonlySet<string>,
  newId: string,
): ProfilePlan {
  if (candidate !== null && !candidate.claimed) {
    const links = Object.fromEntries(
      Object.entries(draft.links).filter(([key]) => candidate.links[key] === undefined),
    );
    return {
      kind: 'link',
      artistId: candidate.id,
      fill: {
        country: candidate.country === null ? draft.country : null,
        bio: text(candidate.bio) === null ? draft.bio : null,
        links,
        genres: draft.genres,
      },
    };
  }
  const slug = freeArtistSlug(artistSlugBase(draft.name), taken, newId);
  return { kind: 'create', artistId: newId, slug };
}

/** Room for a suffix under the column's 160 characters. */
const MAX_BASE_LENGTH = 140;

/** The slug the name gives (the catalogue's rule, nameSlug), '' when it gives none. */
export const artistSlugBase = (name: string): string =>
  nameSlug(name).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '');

/** How many numbered slugs a new profile tries before one made from its id. */
export const SLUG_SUFFIXES = 20;

/** The slugs a new profile may take, in order: the base, then base-2 … base-SLUG_SUFFIXES. */
export function slugCandidates(base: string): string[] {
  if (base === '') return [];
  return [base, ...Array.from({ length: SLUG_SUFFIXES - 1 }, (_, i) => `${base}-${i + 2}`)];
}

/**
 * The slug to store for a new profile: none (null, the name gives it) when the name gives none
 * or nobody is reached by it; else the first free numbered one; else one from the profile's id.
 */
export function freeArtistSlug(
  base: string,
  taken: ReadonlySet<string>,
  newId: string,
): string | null {
  // A word that is an artist's own page (`studio`) is taken by that page.
  const unavailable = (slug: string) => taken.has(slug) || RESERVED_ARTIST_SLUGS.has(slug);
  const [first, ...others] = slugCandidates(base);
  if (first === undefined || !unavailable(first)) return null;
  return others.find((candidate) => !unavailable(candidate)) ?? `${base}-${newId.slice(0, 8)}`;
}
