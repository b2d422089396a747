import { WAITLIST_LIST_LIMITS, WAITLIST_TEXT_LIMITS } from './waitlist-rules.js';

/**
 * An artist's profile as the studio edits it (issue 25, PATCH /api/studio/profile): the server
 * refuses more, the studio says so before a round trip. Lengths are characters (code points).
 */

/** As long as the waitlist's artist name, so a profile made from an entry always fits. */
export const ARTIST_NAME_MAX_LENGTH = WAITLIST_TEXT_LIMITS.artist_name;

/** A few paragraphs: the artist page shows four lines until "See more". */
export const ARTIST_BIO_MAX_LENGTH = 3000;

/** Links listed on the artist page, in the artist's order. */
export const ARTIST_LINKS_MAX = 10;
export const ARTIST_LINK_MAX_LENGTH = 500;

/** As many as the waitlist form takes, so a profile made from an entry saves as it is. */
export const ARTIST_GENRES_MAX = WAITLIST_LIST_LIMITS.genres;

/**
 * A profile link: an https address with a host and no user part (`https://evil@host` is
 * refused). No flags, so the server's JSON Schema uses the same source.
 */
export const ARTIST_LINK_PATTERN =
  /^[Hh][Tt][Tt][Pp][Ss]:\/\/[^\s/?#@:]+(:[0-9]{1,5})?([/?#]\S*)?$/;

export const isArtistLink = (value: string): boolean => ARTIST_LINK_PATTERN.test(value);
