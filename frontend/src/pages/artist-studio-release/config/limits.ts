// The server's limits on PATCH /api/studio/tracks/{id} (@encore/shared-rules, which the server
// applies), checked here only to say so before a round trip: the server decides.
import { CREDITS_MAX_LENGTH, LYRICS_MAX_LENGTH } from '@encore/shared-rules';

/** Plain and synced lyrics, each, in characters (Unicode code points, as the server counts). */
export const LYRICS_MAX_CHARACTERS = LYRICS_MAX_LENGTH;
/** All the credits together, as the one text the server stores. */
export const CREDITS_MAX_CHARACTERS = CREDITS_MAX_LENGTH;
/** A file larger than this cannot hold 10,000 characters of lyrics in any encoding: not read. */
export const LYRICS_FILE_MAX_BYTES = 1024 * 1024;

/** Roles offered as the artist types one (any other words are accepted). */
export const CREDIT_ROLE_SUGGESTIONS: readonly string[] = [
  'Songwriter',
  'Composer',
  'Lyricist',
  'Producer',
  'Co-producer',
  'Featured artist',
  'Vocals',
  'Backing vocals',
  'Guitar',
  'Bass',
  'Drums',
  'Keyboards',
  'Strings',
  'Arranger',
  'Recording engineer',
  'Mixing engineer',
  'Mastering engineer',
];

/** The role given to the file's tagged artists when they are offered as credits. */
export const TAGGED_ARTIST_ROLE = 'Artist';
