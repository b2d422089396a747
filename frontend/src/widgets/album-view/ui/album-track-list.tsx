import { formatDuration, isTrackLocked, type Track } from '@/entities/track';
import { DisabledWithReason } from '@/shared/ui/tooltip';
import { TrackList, type TrackListItem } from '@/shared/ui/track-list';
import styles from './album-view.module.css';

const toItem = (track: Track): TrackListItem => ({
  id: track.id,
  number: track.track_number,
  title: track.title,
  subtitle: track.artist_name,
  duration: formatDuration(track.duration),
  explicit: track.explicit,
  locked: isTrackLocked(track),
});

export interface AlbumTrackListProps {
  albumTitle: string;
  tracks: readonly Track[];
  /** The track in the player, marked in the list; `playing` tells playing from paused. */
  currentTrackId: string | null;
  playing: boolean;
  onPlay: (trackId: string) => void;
  /** A preview's: each play button disabled, with this as its tooltip. */
  playDisabledReason?: string | undefined;
}

/** Number, title, explicit mark, artist and duration (spec §2). */
export function AlbumTrackList(props: AlbumTrackListProps) {
  const { albumTitle, tracks, onPlay, playDisabledReason: reason } = props;
  return (
    <section className={styles.tracks} aria-labelledby="album-tracks-heading">
      <h2 id="album-tracks-heading" className={styles.sectionHeading}>
        Tracks
      </h2>
      <TrackList
        items={tracks.map(toItem)}
        label={`Tracks on ${albumTitle}`}
        onPlay={onPlay}
        anchorPrefix="track-"
        currentTrackId={props.currentTrackId}
        playing={props.playing}
        disabledPlay={
          reason === undefined
            ? undefined
            : (button) => (
                <DisabledWithReason reason={reason} focusableChild>
                  {button}
                </DisabledWithReason>
              )
        }
      />
    </section>
  );
}
