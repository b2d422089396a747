import { useState } from 'react';
import { useLocation } from 'react-router';
import { formatDuration, isTrackLocked, type Track } from '@/entities/track';
import { Button } from '@/shared/ui/button';
import { TrackList, type TrackListItem } from '@/shared/ui/track-list';
import { hashTarget } from '../lib/use-hash-highlight';
import type { TracksStatus } from '../model/artist-tracks';
import styles from './artist-page.module.css';
import { cx } from '@/shared/lib/classnames';

/** Rows shown before "Show all"; a `#track-{id}` link to a later track opens the full list. */
export const COLLAPSED_TRACKS = 10;
const TRACK_ANCHOR_PREFIX = 'track-';

const toItem = (track: Track, index: number): TrackListItem => ({
  id: track.id,
  number: index + 1,
  title: track.title,
  subtitle: track.album_title,
  duration: formatDuration(track.duration),
  explicit: track.explicit,
  locked: isTrackLocked(track),
});

export interface ArtistTrackListProps {
  artistName: string;
  tracks: readonly Track[];
  status: TracksStatus;
  highlightedAnchor: string | null;
  /** The track in the player, marked in the list; `playing` tells playing from paused. */
  currentTrackId: string | null;
  playing: boolean;
  onPlay: (trackId: string) => void;
}

/** The artist's tracks, newest release first; `#track-{id}` links land here (ADR 0010). */
export function ArtistTrackList(props: ArtistTrackListProps) {
  const { tracks, highlightedAnchor } = props;
  const target = hashTarget(useLocation().hash);
  const [expanded, setExpanded] = useState(false);
  const targetIsHidden = tracks
    .slice(COLLAPSED_TRACKS)
    .some((track) => `${TRACK_ANCHOR_PREFIX}${track.id}` === target);
  const showAll = expanded || targetIsHidden;
  const shown = showAll ? tracks : tracks.slice(0, COLLAPSED_TRACKS);
  const highlightedId = highlightedAnchor?.startsWith(TRACK_ANCHOR_PREFIX)
    ? highlightedAnchor.slice(TRACK_ANCHOR_PREFIX.length)
    : null;
  return (
    <section className={styles.tracks} aria-labelledby="artist-tracks-heading">
      <h2 id="artist-tracks-heading" className={styles.sectionHeading}>
        Tracks
      </h2>
      <TrackList
        items={shown.map(toItem)}
        label={`Tracks by ${props.artistName}`}
        onPlay={props.onPlay}
        anchorPrefix={TRACK_ANCHOR_PREFIX}
        highlightedId={highlightedId}
        currentTrackId={props.currentTrackId}
        playing={props.playing}
        loading={props.status === 'loading'}
        empty={<p className={cx(styles.muted)}>No tracks available.</p>}
      />
      {tracks.length > COLLAPSED_TRACKS && !targetIsHidden ? (
        <Button
          variant="ghost"
          size="sm"
          className={cx(styles.showAll)}
          aria-expanded={showAll}
          onClick={() => {
            setExpanded((was) => !was);
          }}
        >
          {showAll ? 'Show fewer' : `Show all ${tracks.length} tracks`}
        </Button>
      ) : null}
    </section>
  );
}
