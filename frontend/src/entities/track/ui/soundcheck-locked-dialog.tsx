import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { trackAlbumPath, type Track, type TrackAlbumRef } from '../model/track';

/** What the dialog needs to know about the locked track. */
export type LockedTrack = TrackAlbumRef & Pick<Track, 'title'>;

export interface SoundcheckLockedDialogProps {
  /** The locked track the listener tried to play; the dialog is open while there is one. */
  track: LockedTrack | null;
  onClose: () => void;
}

/**
 * Spec §2: "SoundCheck Exclusive" with "Maybe Later" and "View Album". View Album is a plain link
 * to the album page, where the purchase lives, so the dialog needs no model of its own.
 */
export function SoundcheckLockedDialog({ track, onClose }: SoundcheckLockedDialogProps) {
  return (
    <Dialog
      title="SoundCheck Exclusive"
      open={track !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      description={
        track === null ? undefined : (
          <>
            “{track.title}” is part of a SoundCheck album: behind-the-scenes content, early
            releases, acoustic versions and artist commentary. Unlock it once on the album page.
          </>
        )
      }
      footer={
        track === null ? undefined : (
          <>
            <DialogClose asChild>
              <Button variant="ghost">Maybe Later</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button asChild>
                <Link to={trackAlbumPath(track)}>View Album</Link>
              </Button>
            </DialogClose>
          </>
        )
      }
    />
  );
}
