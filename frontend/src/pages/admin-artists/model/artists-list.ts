import { createEvent, sample } from 'effector';
import { createKeysetList, createListSearch } from '@/shared/model';
import type { TableSort } from '@/shared/ui/table';
import { type AdminArtist, fetchArtistsPage } from '../api/admin-artists-api';
import { type ArtistsQuery, INITIAL_ARTISTS_QUERY, withArtistSort } from '../lib/artists-query';

/** The admin artists table: the server's keyset pages for the current search and order. */
export const artistsList = createKeysetList<ArtistsQuery, AdminArtist>({
  initialQuery: INITIAL_ARTISTS_QUERY,
  fetchPage: fetchArtistsPage,
});

export const { searchTyped, $searchText } = createListSearch(artistsList);

export const sortChosen = createEvent<TableSort>();
sample({
  clock: sortChosen,
  source: artistsList.$query,
  fn: withArtistSort,
  target: artistsList.queryChanged,
});
