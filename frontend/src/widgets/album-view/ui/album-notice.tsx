import { Alert } from '@/shared/ui/alert';
import type { AlbumNotice as Notice } from '../lib/album-access';

/** The album page's warning (ADR 0010 says which appears when). */
export function AlbumNotice({ notice }: { notice: Notice | null }) {
  switch (notice) {
    case null:
      return null;
    case 'purchase-required':
      return (
        <Alert tone="warning" title="SoundCheck exclusive">
          This album is part of SoundCheck: behind-the-scenes content, early access, acoustic
          versions and artist commentary. Purchase access once to play every track.
        </Alert>
      );
    case 'access-denied':
      return (
        <Alert tone="warning" title="Access denied">
          This album cannot be played on your account.
        </Alert>
      );
    case 'no-tracks':
      return <Alert tone="warning" title="No tracks available for this album" />;
  }
}
