import { type Artist, ArtistAbout } from '@/entities/artist';
import type { Track } from '@/entities/track';
import type { PlayAllState } from '@/features/play-track';
import type { TracksStatus } from '../model/artist-tracks';
import { ArtistHero } from './artist-hero';
import { ArtistReleases } from './artist-releases';
import { ArtistTrackList } from './artist-track-list';
import styles from './artist-page.module.css';

export interface ArtistContentProps {
  artist: Artist;
  tracks: readonly Track[];
  tracksStatus: TracksStatus;
  hasPlayableTracks: boolean;
  /** The element id a URL hash points at, while it is highlighted. */
  highlightedAnchor: string | null;
  /** The track in the player, marked in the list; `playing` tells playing from paused. */
  currentTrackId: string | null;
  playing: boolean;
  onPlayAll: () => void;
  onShuffle: () => void;
  onTrackPlay: (trackId: string) => void;
}

const playStateOf = (status: TracksStatus, hasPlayable: boolean): PlayAllState => {
  if (status === 'loading') return 'loading';
  return hasPlayable ? 'ready' : 'none';
};

/** The loaded artist page, in the spec's order (§2); the tracks list serves `#track-` links. */
export function ArtistContent(props: ArtistContentProps) {
  const { artist, highlightedAnchor } = props;
  return (
    <div className={styles.page}>
      <ArtistHero
        artist={artist}
        playState={playStateOf(props.tracksStatus, props.hasPlayableTracks)}
        onPlayAll={props.onPlayAll}
        onShuffle={props.onShuffle}
      />
      <div className={styles.body}>
        <ArtistAbout artist={artist} className={styles.about} />
        <ArtistReleases artist={artist} highlightedAnchor={highlightedAnchor} />
        <ArtistTrackList
          artistName={artist.name}
          tracks={props.tracks}
          status={props.tracksStatus}
          highlightedAnchor={highlightedAnchor}
          currentTrackId={props.currentTrackId}
          playing={props.playing}
          onPlay={props.onTrackPlay}
        />
      </div>
    </div>
  );
}
