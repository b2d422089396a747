import { generatePath, Link } from 'react-router';
import { type AlbumDetail, isPurchasable } from '@/entities/album';
import { PlayAllButtons, type PlayAllState } from '@/features/play-track';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { ShareIcon, UnlockIcon } from '@/shared/ui/icons';
import type { AlbumAccess } from '../lib/album-access';
import styles from './album-page.module.css';

export interface AlbumActionsProps {
  album: Pick<AlbumDetail, 'id' | 'access_type' | 'title'>;
  access: AlbumAccess;
  /** Whether any track of the album is one the listener may play. */
  hasPlayableTracks: boolean;
  onShare: () => void;
  onPlayAll: () => void;
  onShuffle: () => void;
}

const playStateOf = (access: AlbumAccess, hasPlayable: boolean): PlayAllState => {
  if (access === 'loading') return 'loading';
  return access === 'granted' && hasPlayable ? 'ready' : 'none';
};

/**
 * Play all and Shuffle (docs/adr/0022), Purchase while access is lacking (only SoundCheck can be
 * bought, spec §5), and Share.
 */
export function AlbumActions(props: AlbumActionsProps) {
  const { album, access, onShare } = props;
  const canBuy = access === 'denied' && isPurchasable(album.access_type);
  return (
    <div className={styles.actions}>
      {canBuy ? null : (
        <PlayAllButtons
          state={playStateOf(access, props.hasPlayableTracks)}
          subject={album.title}
          onPlayAll={props.onPlayAll}
          onShuffle={props.onShuffle}
        />
      )}
      {canBuy ? (
        <Button asChild icon={<UnlockIcon size={18} />}>
          <Link to={generatePath(ROUTES.checkoutAlbum, { albumId: album.id })}>Purchase</Link>
        </Button>
      ) : null}
      <Button variant="secondary" icon={<ShareIcon size={18} />} onClick={onShare}>
        Share
      </Button>
    </div>
  );
}
