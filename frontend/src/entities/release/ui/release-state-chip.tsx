import { Chip } from '@/shared/ui/chip';
import { RELEASE_STATE_CHIPS } from '../lib/release-labels';
import type { ReleaseState } from '../model/release';

export interface ReleaseStateChipProps {
  state: ReleaseState;
}

/** Where a release stands: Draft, Scheduled, Published or Taken down. */
export function ReleaseStateChip({ state }: ReleaseStateChipProps) {
  const { label, variant } = RELEASE_STATE_CHIPS[state];
  return <Chip variant={variant}>{label}</Chip>;
}
