import { Chip, type ChipVariant } from '@/shared/ui/chip';
import type { AccessType } from '../model/album';

const VARIANTS: Readonly<Record<Exclude<AccessType, 'standard'>, ChipVariant>> = {
  free: 'success',
  soundcheck: 'primary',
  vip: 'secondary',
  limited: 'warning',
};

export interface AlbumAccessChipProps {
  accessType: AccessType;
  /** A SoundCheck album the listener has not bought shows a lock. */
  locked?: boolean;
}

/** The album's access type in capitals (spec §2); nothing for a standard album. */
export function AlbumAccessChip({ accessType, locked = false }: AlbumAccessChipProps) {
  if (accessType === 'standard') return null;
  const variant = locked && accessType === 'soundcheck' ? 'locked' : VARIANTS[accessType];
  return <Chip variant={variant}>{accessType.toUpperCase()}</Chip>;
}
