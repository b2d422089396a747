/**
 * A preview of the page (the studio's "See as a listener", docs/adr/0047): its controls show as a
 * listener sees them but do nothing there, each disabled with its reason as a tooltip.
 */
export interface DisabledControls {
  /** Play all, Shuffle and each track's play button. */
  play: string;
  /** Purchase and Share. */
  purchaseAndShare: string;
}
