import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $playbackAccess } from '@/features/play-track';
import { $freshTracks, $shelfStatus, homeOpened, shelfTrackPlayed } from '../model/listen-now';
import { ListenNowShelf } from './listen-now-shelf';

/** The shelf, loaded when the home page opens and played by the current session's rules. */
export function ListenNow() {
  const { status, tracks, access, opened, play } = useUnit({
    status: $shelfStatus,
    tracks: $freshTracks,
    access: $playbackAccess,
    opened: homeOpened,
    play: shelfTrackPlayed,
  });
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <ListenNowShelf
      status={status}
      tracks={tracks}
      member={access.kind === 'member'}
      onPlay={play}
    />
  );
}
