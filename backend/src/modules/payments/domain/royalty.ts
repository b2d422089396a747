/** Spec §9: the artist's advertised share of a Soundcheck sale. */
export const ARTIST_SHARE_PERCENT = 80;

/** The artist's share of a gross amount in minor units (pence), rounded down to whole pence. */
export const artistShareOf = (gross: number): number =>
  Math.floor((gross * ARTIST_SHARE_PERCENT) / 100);
