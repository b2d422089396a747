/**
 * A song's lyrics (plain, or LRC with a time on every line) in characters: several times the
 * longest songs', and small enough that both versions of any text fit the track route's body
 * limit. The studio's PATCH refuses more; the pipeline leaves longer tag lyrics for the artist.
 */
export const LYRICS_MAX_LENGTH = 10_000;
