import { Link } from 'react-router';
import {
  AlbumAccessChip,
  type AlbumDetail,
  type DownloadFormat,
  type DownloadOffer,
  formatReleaseDate,
  isPurchasable,
  trackCountLabel,
} from '@/entities/album';
import { artistIdentifierOf } from '@/entities/artist';
import { artistPath } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { Chip } from '@/shared/ui/chip';
import { CheckIcon } from '@/shared/ui/icons';
import type { AlbumAccess } from '../lib/album-access';
import type { DisabledControls } from '../lib/disabled-controls';
import { AlbumActions } from './album-actions';
import { AlbumDownloads } from './album-downloads';
import styles from './album-view.module.css';

export interface AlbumHeaderProps {
  album: AlbumDetail;
  trackCount: number;
  access: AlbumAccess;
  hasPlayableTracks: boolean;
  onShare: () => void;
  onPlayAll: () => void;
  onShuffle: () => void;
  downloadOffer: DownloadOffer | null;
  downloadPending: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
  disabledControls?: DisabledControls | undefined;
}

/**
 * Cover, access chip ("Owned" beside it once bought), title, artist link, release date, track
 * count, actions (spec §2) and downloads (docs/adr/0045).
 */
export function AlbumHeader(props: AlbumHeaderProps) {
  const { album, trackCount, access } = props;
  const released = formatReleaseDate(album.release_date);
  // A Soundcheck album the listener may play is one they bought.
  const owned = access === 'granted' && isPurchasable(album.access_type);
  return (
    <header className={styles.header}>
      <Artwork
        className={cx(styles.cover)}
        src={album.artwork_url}
        alt={`${album.title} cover`}
        kind="album"
        size={260}
      />
      <div className={styles.details}>
        <div className={styles.chips}>
          <AlbumAccessChip accessType={album.access_type} locked={access === 'denied'} />
          {owned ? (
            <Chip variant="success" icon={<CheckIcon size={12} />}>
              Owned
            </Chip>
          ) : null}
        </div>
        <h1 className={styles.title}>{album.title}</h1>
        <p className={styles.byline}>
          <Link className={cx(styles.artistLink)} to={artistPath(artistIdentifierOf(album.artist))}>
            {album.artist.name}
          </Link>
        </p>
        <p className={styles.facts}>
          {released === null ? null : (
            <time dateTime={album.release_date ?? undefined}>{released}</time>
          )}
          <span>{trackCountLabel(trackCount)}</span>
        </p>
        <AlbumActions
          album={album}
          access={access}
          hasPlayableTracks={props.hasPlayableTracks}
          onShare={props.onShare}
          onPlayAll={props.onPlayAll}
          onShuffle={props.onShuffle}
          disabledControls={props.disabledControls}
        />
        <AlbumDownloads
          offer={props.downloadOffer}
          pending={props.downloadPending}
          onDownload={props.onDownload}
        />
      </div>
    </header>
  );
}
