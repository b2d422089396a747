/**
 * The public genre list (`GET /public/genres`, the waitlist genre picker). Every artist and album
 * genre must be one of these; a unit test holds the content to it.
 */
export const DEMO_GENRES = [
  'synthwave',
  'indie folk',
  'lo-fi hip hop',
  'ambient',
  'techno',
  'jazz',
  'dream pop',
  'drum and bass',
  'afrobeat',
  'post-rock',
  'house',
  'soul',
] as const;

export const DEMO_MOODS = [
  'chill',
  'euphoric',
  'melancholic',
  'energetic',
  'dreamy',
  'dark',
  'uplifting',
  'focused',
] as const;
