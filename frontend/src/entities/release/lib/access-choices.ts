import type { StudioAccessType } from '../model/release';

/** The spec's one Soundcheck price (§9), in pence, and the artist's advertised share of it. */
export const SOUNDCHECK_PRICE_PENCE = 599;
export const ARTIST_SHARE_PERCENT = 80;

/** The artist's share of one sale in pence, rounded down as the server pays it. */
export const artistShareOfSale = (pricePence: number): number =>
  Math.floor((pricePence * ARTIST_SHARE_PERCENT) / 100);

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

export interface AccessChoice {
  value: StudioAccessType;
  label: string;
  /** What a listener gets, in one sentence. */
  forListeners: string;
  /** What it means for the artist's income, in one sentence. */
  forIncome: string;
}

/** The three ways an artist may offer a release (the studio's access types), in order. */
export const ACCESS_CHOICES: readonly AccessChoice[] = [
  {
    value: 'free',
    label: 'Free',
    forListeners:
      'Marked Free: every Encore member plays every track in full at no cost; visitors, as everywhere on Encore, hear 30-second previews until they join.',
    forIncome: 'Nothing is sold; its plays and listeners still count in your analytics.',
  },
  {
    value: 'standard',
    label: 'Preview for visitors',
    forListeners:
      'Visitors hear a 30-second preview of each track; Encore members play it in full.',
    forIncome: `Members' full plays count towards your ${ARTIST_SHARE_PERCENT}% share of streaming royalties; nothing is sold.`,
  },
  {
    value: 'soundcheck',
    label: `Soundcheck ${pounds(SOUNDCHECK_PRICE_PENCE)}`,
    forListeners: `Listeners buy it once for ${pounds(SOUNDCHECK_PRICE_PENCE)} to play it in full and download it; everyone else hears 30-second previews.`,
    forIncome: `You receive ${ARTIST_SHARE_PERCENT}% of each sale: ${pounds(artistShareOfSale(SOUNDCHECK_PRICE_PENCE))} of every ${pounds(SOUNDCHECK_PRICE_PENCE)}.`,
  },
];

export const accessChoiceOf = (value: StudioAccessType | null): AccessChoice | null =>
  ACCESS_CHOICES.find((choice) => choice.value === value) ?? null;
