import type { AccessType } from '@encore/shared-rules';

/**
 * The access types an artist chooses between in the studio (spec §3): free for everyone, a
 * preview for visitors and the whole album for members (`standard`), or bought with Soundcheck
 * at the spec's £5.99. The spec's other types (vip, limited) are not offered to artists.
 */
export const STUDIO_ACCESS_TYPES = [
  'free',
  'standard',
  'soundcheck',
] as const satisfies readonly AccessType[];
export type StudioAccessType = (typeof STUDIO_ACCESS_TYPES)[number];

export const isStudioAccessType = (type: string): type is StudioAccessType =>
  (STUDIO_ACCESS_TYPES as readonly string[]).includes(type);
