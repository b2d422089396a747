import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { $currentTrack, $isPlaying } from '@/entities/player';
import { usePageMetadata } from '@/shared/lib/page-metadata';
import { ErrorBoundary, RenderFailure } from '@/shared/ui/error-boundary';
import { AlbumContent, AlbumPageSkeleton } from '@/widgets/album-view';
import { albumMetadata } from '../lib/album-metadata';
import { useGoBack } from '../lib/use-go-back';
import { albumTrackClicked, playAllClicked, shareClicked } from '../model/album-actions';
import { $downloadOffer, $downloadPending, downloadClicked } from '../model/album-downloads';
import {
  $access,
  $album,
  $errorMessage,
  $status,
  $tracks,
  albumPageClosed,
  albumPageOpened,
  albumRetried,
} from '../model/album-page';
import { AlbumError } from './album-error';

/** `/artist/{a}/album/{b}`, `/album/{id}` and `/album/{slug}` (spec §2): one page for all three. */
export function AlbumPage() {
  const { albumIdentifier = '' } = useParams();
  const goBack = useGoBack();
  const model = useUnit({
    album: $album,
    status: $status,
    errorMessage: $errorMessage,
    tracks: $tracks,
    access: $access,
    currentTrack: $currentTrack,
    playing: $isPlaying,
    opened: albumPageOpened,
    closed: albumPageClosed,
    retry: albumRetried,
    share: shareClicked,
    playTrack: albumTrackClicked,
    playAll: playAllClicked,
    downloadOffer: $downloadOffer,
    downloadPending: $downloadPending,
    download: downloadClicked,
  });
  const { opened, closed, album, tracks } = model;

  useEffect(() => {
    opened(albumIdentifier);
  }, [albumIdentifier, opened]);
  useEffect(() => closed, [closed]);
  usePageMetadata(album === null ? null : albumMetadata(album, tracks.length));

  if (model.status === 'error') {
    return <AlbumError message={model.errorMessage ?? ''} onRetry={model.retry} onBack={goBack} />;
  }
  if (album === null) return <AlbumPageSkeleton />;
  return (
    <ErrorBoundary fallback={(reset) => <RenderFailure onRetry={reset} />}>
      <AlbumContent
        album={album}
        tracks={tracks}
        access={model.access}
        currentTrackId={model.currentTrack?.id ?? null}
        playing={model.playing}
        onShare={model.share}
        onPlayAll={() => {
          model.playAll({ shuffle: false });
        }}
        onShuffle={() => {
          model.playAll({ shuffle: true });
        }}
        onTrackPlay={model.playTrack}
        onBack={goBack}
        downloadOffer={model.downloadOffer}
        downloadPending={model.downloadPending}
        onDownload={model.download}
      />
    </ErrorBoundary>
  );
}
