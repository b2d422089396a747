import { Link } from 'react-router';
import type { Album } from '@/entities/album';
import type { ArtistSummary } from '@/entities/artist';
import type { Track } from '@/entities/track';
import type { SearchResults as Results, SearchStatus } from '@/features/search-catalogue';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { IconButton } from '@/shared/ui/icon-button';
import { RetryIcon } from '@/shared/ui/icons';
import { Tabs } from '@/shared/ui/tabs';
import { isSearchTab, type SearchTab } from '../lib/search-tabs';
import { AlbumsTable } from './albums-table';
import { ArtistsTable } from './artists-table';
import styles from './search-results.module.css';
import { TracksTable } from './tracks-table';

export const NO_QUERY_TEXT = 'Enter a search term to find artists, albums, and tracks';

export interface SearchResultsProps {
  status: SearchStatus;
  /** The searched query, quoted by the empty states. */
  query: string;
  results: Results;
  error: string | null;
  activeTab: SearchTab;
  /** The track in the player, marked in the Tracks table; `playing` tells playing from paused. */
  currentTrackId: string | null;
  playing: boolean;
  onTabChange: (tab: SearchTab) => void;
  onRetry: () => void;
  onArtistOpen: (artist: ArtistSummary) => void;
  onAlbumOpen: (album: Album) => void;
  onTrackActivate: (track: Track) => void;
}

/** The /search page's body in each state: no query, loading, error, results (spec §2, §4). */
export function SearchResults(props: SearchResultsProps) {
  const { status, query, results, error, activeTab, onTabChange, onRetry } = props;
  if (status === 'idle') return <p className={styles.prompt}>{NO_QUERY_TEXT}</p>;
  if (status === 'error') {
    return (
      <Alert
        tone="error"
        action={<IconButton label="Retry" icon={<RetryIcon />} onClick={onRetry} />}
      >
        {error}
      </Alert>
    );
  }

  const loading = status === 'loading';
  const label = (name: string, count: number) => (loading ? name : `${name} (${count})`);
  return (
    <Tabs
      label="Search results"
      value={activeTab}
      onValueChange={(value) => {
        if (isSearchTab(value)) onTabChange(value);
      }}
      listEnd={
        <Link to={ROUTES.discover} className={styles.discoverTab}>
          Discover
        </Link>
      }
      items={[
        {
          value: 'artists',
          label: label('Artists', results.artists.length),
          content: (
            <ArtistsTable
              artists={results.artists}
              query={query}
              loading={loading}
              onOpen={props.onArtistOpen}
            />
          ),
        },
        {
          value: 'albums',
          label: label('Albums', results.albums.length),
          content: (
            <AlbumsTable
              albums={results.albums}
              query={query}
              loading={loading}
              onOpen={props.onAlbumOpen}
            />
          ),
        },
        {
          value: 'tracks',
          label: label('Tracks', results.tracks.length),
          content: (
            <TracksTable
              tracks={results.tracks}
              query={query}
              loading={loading}
              currentTrackId={props.currentTrackId}
              playing={props.playing}
              onActivate={props.onTrackActivate}
            />
          ),
        },
      ]}
    />
  );
}
