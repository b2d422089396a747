import { Chip } from '@/shared/ui/chip';
import { UnlockIcon } from '@/shared/ui/icons';
import { isTrackLocked, type TrackAccess } from '../model/track';

export interface AccessChipProps {
  track: TrackAccess;
}

/**
 * The track table's Access column (spec §2): "Free", or "SoundCheck" with a lock while the
 * caller has no access (an open lock once they have bought it).
 */
export function AccessChip({ track }: AccessChipProps) {
  if (track.access_type !== 'soundcheck') return <Chip variant="success">Free</Chip>;
  return isTrackLocked(track) ? (
    <Chip variant="locked">SoundCheck</Chip>
  ) : (
    <Chip variant="primary" icon={<UnlockIcon size={12} />}>
      SoundCheck
    </Chip>
  );
}
