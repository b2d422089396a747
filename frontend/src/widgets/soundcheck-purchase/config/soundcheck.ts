/** What Soundcheck access includes (spec §1), as the offer lists it. */
export const SOUNDCHECK_PERKS = [
  'Exclusive behind-the-scenes content',
  'Early access to releases',
  'Acoustic versions',
  'Artist commentary',
] as const;

/** The purchase pages' error texts (spec §8), word for word. */
export const PURCHASE_MESSAGES = {
  albumIdMissing: 'Album ID not provided',
  albumNotFound: 'Album not found',
  artistNotFound: 'Artist not found',
  albumInfoMissing: 'Album or artist information not available',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received',
  fallback: 'An error occurred',
  /** The test purchase page's own load failure. */
  testAlbumFailed: 'Failed to load album information',
} as const;
