/** Album access types (spec §3). Only `soundcheck` is purchasable; `standard` is the default. */
export const ACCESS_TYPES = ['free', 'standard', 'soundcheck', 'vip', 'limited'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const DEFAULT_ACCESS_TYPE: AccessType = 'standard';
