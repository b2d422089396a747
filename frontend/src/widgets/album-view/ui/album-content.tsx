import type { AlbumDetail, DownloadFormat, DownloadOffer } from '@/entities/album';
import { isTrackLocked, type Track } from '@/entities/track';
import { cx } from '@/shared/lib/classnames';
import { useIsMobile } from '@/shared/lib/media-query';
import { IconButton } from '@/shared/ui/icon-button';
import { BackIcon } from '@/shared/ui/icons';
import { type AlbumAccess, albumNoticeOf } from '../lib/album-access';
import type { DisabledControls } from '../lib/disabled-controls';
import { AlbumHeader } from './album-header';
import { AlbumNotice } from './album-notice';
import { AlbumTrackList } from './album-track-list';
import styles from './album-view.module.css';

export interface AlbumContentProps {
  album: AlbumDetail;
  tracks: readonly Track[];
  access: AlbumAccess;
  /** The track in the player, marked in the list; `playing` tells playing from paused. */
  currentTrackId: string | null;
  playing: boolean;
  onShare: () => void;
  onPlayAll: () => void;
  onShuffle: () => void;
  onTrackPlay: (trackId: string) => void;
  onBack: () => void;
  /** What the album offers for download, to this listener; null until known. */
  downloadOffer: DownloadOffer | null;
  downloadPending: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
  /** A preview's controls: shown, disabled, each saying why; undefined on the album page. */
  disabledControls?: DisabledControls;
}

/** The loaded album page; a back arrow on small screens (spec §2). */
export function AlbumContent(props: AlbumContentProps) {
  const { album, tracks, access, currentTrackId, playing, disabledControls, ...actions } = props;
  const isMobile = useIsMobile();
  const description = album.description?.trim() ?? '';
  return (
    <article className={styles.page}>
      {isMobile ? (
        <IconButton
          className={cx(styles.back)}
          label="Back"
          icon={<BackIcon size={22} />}
          onClick={actions.onBack}
        />
      ) : null}
      <AlbumHeader
        album={album}
        trackCount={tracks.length}
        access={access}
        hasPlayableTracks={tracks.some((track) => !isTrackLocked(track))}
        onShare={actions.onShare}
        onPlayAll={actions.onPlayAll}
        onShuffle={actions.onShuffle}
        downloadOffer={props.downloadOffer}
        downloadPending={props.downloadPending}
        onDownload={actions.onDownload}
        disabledControls={disabledControls}
      />
      <AlbumNotice notice={albumNoticeOf(album, access, tracks.length)} />
      {description === '' ? null : <p className={styles.description}>{description}</p>}
      <AlbumTrackList
        albumTitle={album.title}
        tracks={tracks}
        currentTrackId={currentTrackId}
        playing={playing}
        onPlay={actions.onTrackPlay}
        playDisabledReason={disabledControls?.play}
      />
    </article>
  );
}
