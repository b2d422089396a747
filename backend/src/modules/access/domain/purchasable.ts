import type { AccessType } from '../../catalogue/index.js';

/** The access types a listener can buy (spec §5: only Soundcheck); every other type plays free. */
export const PURCHASABLE_ACCESS_TYPES = ['soundcheck'] as const satisfies readonly AccessType[];
export type PurchasableAccessType = (typeof PURCHASABLE_ACCESS_TYPES)[number];

export const isPurchasable = (accessType: AccessType): accessType is PurchasableAccessType =>
  (PURCHASABLE_ACCESS_TYPES as readonly AccessType[]).includes(accessType);
