/**
 * A track's texts in the studio, in characters (Unicode code points), as PATCH
 * /api/studio/tracks/{id} takes them: the server refuses more, the studio says so first.
 */

/**
 * Plain lyrics, and synced lyrics (LRC with a time on every line), each: several times the
 * longest songs', and small enough that both fit the track route's body limit in any script.
 */
export const LYRICS_MAX_LENGTH = 10_000;

/** All of a track's credits together, as the one text the server stores. */
export const CREDITS_MAX_LENGTH = 2_000;
