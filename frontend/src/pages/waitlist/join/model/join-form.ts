import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchGenreNames } from '@/entities/genre';
import { createWaitlistForm } from '@/features/waitlist-signup';
import { joinArtistWaitlist } from '../api/join-artist-waitlist';
import { type ArtistDraft, artistRefusal, artistSubmission } from '../lib/artist-payload';

/** The artist waitlist form (spec §2-§5): the shared form model with the artist's rule and call. */
export const artistForm = createWaitlistForm<ArtistDraft, ReturnType<typeof artistSubmission>>({
  check: artistRefusal,
  build: artistSubmission,
  send: joinArtistWaitlist,
});

/** /join opened: the genre picker needs the catalogue's genres. */
export const joinPageOpened = createEvent();
export const fetchGenresFx = createEffect(fetchGenreNames);

/** The genre names to pick from; empty until loaded (a failed load leaves the picker empty). */
export const $genreNames = createStore<string[]>([]).on(
  fetchGenresFx.doneData,
  (_, names) => names,
);

sample({
  clock: joinPageOpened,
  source: $genreNames,
  filter: (names) => names.length === 0,
  target: fetchGenresFx,
});
sample({ clock: joinPageOpened, target: artistForm.formClosed });
