import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { $currentTrack, $isPlaying } from '@/entities/player';
import { SoundcheckLockedDialog } from '@/entities/track';
import { artistPath } from '@/shared/config';
import { usePageMetadata } from '@/shared/lib/page-metadata';
import { ErrorBoundary, RenderFailure } from '@/shared/ui/error-boundary';
import { artistMetadata } from '../lib/artist-metadata';
import { useHashHighlight } from '../lib/use-hash-highlight';
import {
  $artist,
  $errorMessage,
  $routeReplacement,
  $status,
  artistPageClosed,
  artistPageOpened,
  artistRetried,
} from '../model/artist-page';
import {
  $lockedTrack,
  $playableTracks,
  $tracks,
  $tracksStatus,
  artistTrackClicked,
  lockedTrackDismissed,
  playAllClicked,
} from '../model/artist-tracks';
import { ArtistContent } from './artist-content';
import { ArtistError } from './artist-error';
import { ArtistPageSkeleton } from './artist-page-skeleton';

/** `/artist/{artistIdentifier}`: loading, error or loaded (spec §2, §4). */
export function ArtistPage() {
  const { artistIdentifier = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const model = useUnit({
    artist: $artist,
    status: $status,
    errorMessage: $errorMessage,
    replacement: $routeReplacement,
    tracks: $tracks,
    tracksStatus: $tracksStatus,
    playable: $playableTracks,
    lockedTrack: $lockedTrack,
    currentTrack: $currentTrack,
    playing: $isPlaying,
    opened: artistPageOpened,
    closed: artistPageClosed,
    retry: artistRetried,
    playAll: playAllClicked,
    playTrack: artistTrackClicked,
    dismissLocked: lockedTrackDismissed,
  });
  const { opened, closed, replacement, artist } = model;

  useEffect(() => {
    opened(artistIdentifier);
  }, [artistIdentifier, opened]);
  useEffect(() => closed, [closed]);
  useEffect(() => {
    if (replacement !== null) void navigate(`${artistPath(replacement)}${hash}`, { replace: true });
  }, [replacement, hash, navigate]);

  const ready = artist !== null && replacement === null && model.tracksStatus !== 'loading';
  const highlightedAnchor = useHashHighlight(ready);
  usePageMetadata(artist === null ? null : artistMetadata(artist));

  if (model.status === 'error') {
    return <ArtistError message={model.errorMessage ?? ''} onRetry={model.retry} />;
  }
  if (artist === null) return <ArtistPageSkeleton />;
  return (
    <ErrorBoundary fallback={(reset) => <RenderFailure onRetry={reset} />}>
      <ArtistContent
        artist={artist}
        tracks={model.tracks}
        tracksStatus={model.tracksStatus}
        hasPlayableTracks={model.playable.length > 0}
        highlightedAnchor={highlightedAnchor}
        currentTrackId={model.currentTrack?.id ?? null}
        playing={model.playing}
        onPlayAll={() => {
          model.playAll({ shuffle: false });
        }}
        onShuffle={() => {
          model.playAll({ shuffle: true });
        }}
        onTrackPlay={model.playTrack}
      />
      <SoundcheckLockedDialog track={model.lockedTrack} onClose={model.dismissLocked} />
    </ErrorBoundary>
  );
}
