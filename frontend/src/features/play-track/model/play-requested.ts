import { combine, createEvent, createStore, sample } from 'effector';
import { generatePath } from 'react-router';
import {
  $currentTrack,
  $isPlaying,
  paused,
  played,
  toPlayerTrack,
  trackPlayed,
} from '@/entities/player';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib/navigation';
import {
  type NowPlaying,
  type PlayAllRequest,
  planPlay,
  planPlayAll,
  type PlayPlan,
  type PlayRequest,
  toggleOf,
} from '../lib/play-plan';
import { $playbackAccess } from './playback-access';
import { $currentUrlFits } from './url-resolution';

/** The one entry point for "play this" (search rows, artist and album pages, the home shelf). */
export const playRequested = createEvent<PlayRequest>();
/** "Play all" / "Shuffle" on the album and artist pages (docs/adr/0022). */
export const playAllRequested = createEvent<PlayAllRequest>();
export const loginPromptClosed = createEvent();

/** Spec §2 "Login prompt dialog": a visitor tried to play a full track. */
export const $loginPromptOpen = createStore(false);

const $nowPlaying = combine(
  $currentTrack,
  $isPlaying,
  $currentUrlFits,
  (track, playing, hasAudio): NowPlaying | null =>
    track === null ? null : { trackId: track.id, playing, hasAudio },
);

// The track already in the player: its row pauses or resumes it instead of starting it over.
const toggled = sample({
  clock: playRequested,
  source: $nowPlaying,
  fn: (now, request) => toggleOf(request, now),
});
sample({
  clock: toggled,
  filter: (toggle) => toggle === 'pause',
  fn: () => undefined,
  target: paused,
});
sample({
  clock: toggled,
  filter: (toggle) => toggle === 'resume',
  fn: () => undefined,
  target: played,
});
const toPlay = sample({
  clock: playRequested,
  source: $nowPlaying,
  filter: (now, request) => toggleOf(request, now) === null,
  fn: (_, request) => request,
});

type Planned = { artistProfileImage?: string | null | undefined; plan: PlayPlan };
const planIs =
  <K extends PlayPlan['kind']>(kind: K) =>
  (it: Planned): it is Planned & { plan: Extract<PlayPlan, { kind: K }> } =>
    it.plan.kind === kind;

const planned = sample({
  clock: toPlay,
  source: $playbackAccess,
  fn: (access, request): Planned => ({
    artistProfileImage: request.artistProfileImage,
    plan: planPlay(request, access.kind === 'member'),
  }),
});
const plannedAll = sample({
  clock: playAllRequested,
  source: $playbackAccess,
  fn: (access, request): Planned => ({
    artistProfileImage: request.artistProfileImage,
    plan: planPlayAll(request, access.kind === 'member'),
  }),
});

sample({
  clock: sample({ clock: planned, filter: planIs('checkout') }),
  fn: ({ plan }) => generatePath(ROUTES.checkoutAlbum, { albumId: plan.albumId }),
  target: navigateFx,
});

$loginPromptOpen
  .on(sample({ clock: [planned, plannedAll], filter: planIs('login-prompt') }), () => true)
  .reset(loginPromptClosed);
// Signing in (in another tab, or through the prompt's own link) answers the prompt.
sample({
  clock: $playbackAccess,
  filter: (access) => access.kind === 'member',
  target: loginPromptClosed,
});

sample({
  clock: sample({ clock: [planned, plannedAll], filter: planIs('play') }),
  fn: ({ plan, artistProfileImage }) => {
    const extras = { artistProfileImage: artistProfileImage ?? null };
    return {
      track: toPlayerTrack(plan.track, extras),
      playlist: plan.playlist.map((track) => toPlayerTrack(track, extras)),
      ...(plan.shuffle === undefined ? {} : { shuffle: plan.shuffle }),
    };
  },
  target: trackPlayed,
});
