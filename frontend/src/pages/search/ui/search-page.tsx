import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { artistIdentifierOf } from '@/entities/artist';
import { $currentTrack, $isPlaying } from '@/entities/player';
import { SoundcheckLockedDialog } from '@/entities/track';
import {
  $searchedQuery,
  $searchError,
  $searchResults,
  $searchStatus,
  searchPageClosed,
  searchRetried,
  searchUrlChanged,
} from '@/features/search-catalogue';
import { albumPath, artistPath, catalogueIdentifier } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import {
  $activeTab,
  $lockedTrack,
  lockedTrackDialogClosed,
  searchTabSelected,
  trackRowClicked,
} from '../model/search-page';
import { SearchResults } from './search-results';

/** Reports the URL's `q` to the search model, which fills the box and searches. */
function useSearchUrl(): string {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [urlChanged, closed] = useUnit([searchUrlChanged, searchPageClosed]);
  useEffect(() => {
    urlChanged(q);
  }, [q, urlChanged]);
  useEffect(() => closed, [closed]);
  return q.trim();
}

/** /search?q={query} (spec §2). */
export function SearchPage() {
  const q = useSearchUrl();
  const navigate = useNavigate();
  const [status, query, results, error, activeTab, lockedTrack, currentTrack, playing] = useUnit([
    $searchStatus,
    $searchedQuery,
    $searchResults,
    $searchError,
    $activeTab,
    $lockedTrack,
    $currentTrack,
    $isPlaying,
  ]);
  const [selectTab, retry, clickTrack, closeDialog] = useUnit([
    searchTabSelected,
    searchRetried,
    trackRowClicked,
    lockedTrackDialogClosed,
  ]);

  return (
    <Page title={q === '' ? 'Search' : `Results for "${q}"`}>
      <SearchResults
        status={status}
        query={query}
        results={results}
        error={error}
        activeTab={activeTab}
        currentTrackId={currentTrack?.id ?? null}
        playing={playing}
        onTabChange={selectTab}
        onRetry={retry}
        onArtistOpen={(artist) => {
          void navigate(artistPath(artistIdentifierOf(artist)));
        }}
        onAlbumOpen={(album) => {
          void navigate(albumPath(catalogueIdentifier(album), artistIdentifierOf(album.artist)));
        }}
        onTrackActivate={clickTrack}
      />
      <SoundcheckLockedDialog track={lockedTrack} onClose={closeDialog} />
    </Page>
  );
}
