import { createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { SEARCH_PAUSE_MS } from '@/shared/model';
import { type ArtistChoice, searchArtists } from '../api/admin-users-api';

export type PickerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The artist-link picker: the admin types a name, the matching profiles are listed. */
export const artistSearchTyped = createEvent<string>();
export const pickerReset = createEvent();

export const searchArtistsFx = createEffect(searchArtists);

export const $artistSearch = createStore('')
  .on(artistSearchTyped, (_, text) => text)
  .reset(pickerReset);
export const $artistChoices = createStore<ArtistChoice[]>([]).reset(pickerReset);
export const $pickerStatus = createStore<PickerStatus>('idle').reset(pickerReset);

const settled = debounce({ source: artistSearchTyped, timeout: SEARCH_PAUSE_MS });
const asked = sample({
  clock: settled,
  source: $artistSearch,
  filter: (current, typed) => current === typed && typed.trim() !== '',
  fn: (text) => text.trim(),
});
sample({ clock: asked, target: searchArtistsFx });

// Only the reply to what the field shows now counts (typing on outruns slower replies).
const answered = sample({
  clock: searchArtistsFx.done,
  source: $artistSearch,
  filter: (text, { params }) => text.trim() === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: searchArtistsFx.fail,
  source: $artistSearch,
  filter: (text, { params }) => text.trim() === params,
});

$artistChoices.on(answered, (_, choices) => choices);
$pickerStatus
  .on(asked, () => 'loading')
  .on(answered, () => 'ready')
  .on(failed, () => 'failed');
sample({
  clock: artistSearchTyped,
  filter: (text) => text.trim() === '',
  target: pickerReset,
});
