import { generatePath, Link } from 'react-router';
import { type AlbumDetail, isPurchasable } from '@/entities/album';
import { PlayAllButtons, type PlayAllState } from '@/features/play-track';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { ShareIcon, UnlockIcon } from '@/shared/ui/icons';
import { DisabledWithReason } from '@/shared/ui/tooltip';
import type { AlbumAccess } from '../lib/album-access';
import type { DisabledControls } from '../lib/disabled-controls';
import styles from './album-view.module.css';

export interface AlbumActionsProps {
  album: Pick<AlbumDetail, 'id' | 'access_type' | 'title'>;
  access: AlbumAccess;
  /** Whether any track of the album is one the listener may play. */
  hasPlayableTracks: boolean;
  onShare: () => void;
  onPlayAll: () => void;
  onShuffle: () => void;
  disabledControls?: DisabledControls | undefined;
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
  const { album, access, onShare, disabledControls } = props;
  const canBuy = access === 'denied' && isPurchasable(album.access_type);
  const inert = disabledControls?.purchaseAndShare;
  return (
    <div className={styles.actions}>
      {canBuy ? null : (
        <PlayAllButtons
          state={playStateOf(access, props.hasPlayableTracks)}
          subject={album.title}
          onPlayAll={props.onPlayAll}
          onShuffle={props.onShuffle}
          disabledReason={disabledControls?.play}
        />
      )}
      {canBuy && inert === undefined ? (
        <Button asChild icon={<UnlockIcon size={18} />}>
          <Link to={generatePath(ROUTES.checkoutAlbum, { albumId: album.id })}>Purchase</Link>
        </Button>
      ) : null}
      {canBuy && inert !== undefined ? (
        <DisabledWithReason reason={inert}>
          <Button icon={<UnlockIcon size={18} />} disabled>
            Purchase
          </Button>
        </DisabledWithReason>
      ) : null}
      {inert === undefined ? (
        <Button variant="secondary" icon={<ShareIcon size={18} />} onClick={onShare}>
          Share
        </Button>
      ) : (
        <DisabledWithReason reason={inert}>
          <Button variant="secondary" icon={<ShareIcon size={18} />} disabled>
            Share
          </Button>
        </DisabledWithReason>
      )}
    </div>
  );
}
