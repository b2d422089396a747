import { generatePath, Link } from 'react-router';
import { type AlbumDetail, isPurchasable } from '@/entities/album';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { ShareIcon, UnlockIcon } from '@/shared/ui/icons';
import type { AlbumAccess } from '../lib/album-access';
import styles from './album-page.module.css';

export interface AlbumActionsProps {
  album: Pick<AlbumDetail, 'id' | 'access_type'>;
  access: AlbumAccess;
  onShare: () => void;
}

/** Purchase while access is lacking (only SoundCheck can be bought, spec §5), and Share. */
export function AlbumActions({ album, access, onShare }: AlbumActionsProps) {
  const canBuy = access === 'denied' && isPurchasable(album.access_type);
  return (
    <div className={styles.actions}>
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
