/** Which album a purchase page sells, and how it tells its load failures (spec §2, §8). */
export interface PurchaseTarget {
  /** The album's id (`/checkout/album/{albumId}`) or slug (the test page's fixed album). */
  album: string;
  /** The artist the album must be by (the test page's fixed artist); null for any. */
  artist: string | null;
  /** `test`: the test purchase page, whose album load failure has its own text. */
  page: 'checkout' | 'test';
}
