import { createEvent, createStore, sample } from 'effector';
import { generatePath } from 'react-router';
import { toPlayerTrack, trackPlayed } from '@/entities/player';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib/navigation';
import { planPlay, type PlayPlan, type PlayRequest } from '../lib/play-plan';
import { $playbackAccess } from './playback-access';

/** The one entry point for "play this" (search rows, artist and album pages, the home shelf). */
export const playRequested = createEvent<PlayRequest>();
export const loginPromptClosed = createEvent();

/** Spec §2 "Login prompt dialog": a visitor tried to play a full track. */
export const $loginPromptOpen = createStore(false);

type Planned = PlayRequest & { plan: PlayPlan };
const planIs =
  <K extends PlayPlan['kind']>(kind: K) =>
  (it: Planned): it is PlayRequest & { plan: Extract<PlayPlan, { kind: K }> } =>
    it.plan.kind === kind;

const planned = sample({
  clock: playRequested,
  source: $playbackAccess,
  fn: (access, request): Planned => ({
    ...request,
    plan: planPlay(request, access.kind === 'member'),
  }),
});

sample({
  clock: sample({ clock: planned, filter: planIs('checkout') }),
  fn: ({ plan }) => generatePath(ROUTES.checkoutAlbum, { albumId: plan.albumId }),
  target: navigateFx,
});

$loginPromptOpen
  .on(sample({ clock: planned, filter: planIs('login-prompt') }), () => true)
  .reset(loginPromptClosed);
// Signing in (in another tab, or through the prompt's own link) answers the prompt.
sample({
  clock: $playbackAccess,
  filter: (access) => access.kind === 'member',
  target: loginPromptClosed,
});

sample({
  clock: sample({ clock: planned, filter: planIs('play') }),
  fn: ({ plan, artistProfileImage }) => {
    const extras = { artistProfileImage: artistProfileImage ?? null };
    return {
      track: toPlayerTrack(plan.track, extras),
      playlist: plan.playlist.map((track) => toPlayerTrack(track, extras)),
    };
  },
  target: trackPlayed,
});
