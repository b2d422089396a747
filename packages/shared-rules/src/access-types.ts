/** Album access types (spec §3). Only `soundcheck` is purchasable; `standard` is the default. */
export const ACCESS_TYPES = ['free', 'standard', 'soundcheck', 'vip', 'limited'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const DEFAULT_ACCESS_TYPE: AccessType = 'standard';

/** The access types a listener can buy (spec §5: only Soundcheck); every other type plays free. */
export const PURCHASABLE_ACCESS_TYPES = ['soundcheck'] as const satisfies readonly AccessType[];
export type PurchasableAccessType = (typeof PURCHASABLE_ACCESS_TYPES)[number];

/** Whether an album of this type must be bought (and so needs an access check) before it plays. */
export const isPurchasable = (accessType: AccessType): accessType is PurchasableAccessType =>
  (PURCHASABLE_ACCESS_TYPES as readonly AccessType[]).includes(accessType);
