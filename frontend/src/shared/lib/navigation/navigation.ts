import { attach, createEffect, createEvent, createStore, sample } from 'effector';

export type Navigate = (to: string) => void;

/** A full page load: the app starts afresh (used after logout, so no state survives). */
const loadPage: Navigate = (to) => {
  window.location.assign(to);
};

/** The app attaches its router here once it exists; until then navigation loads the page. */
export const navigatorAttached = createEvent<Navigate>();

const $navigate = createStore<Navigate>(loadPage, { serialize: 'ignore' });
sample({ clock: navigatorAttached, target: $navigate });

const navigateWithAttachedFx = attach({
  source: $navigate,
  effect: (navigate, to: string) => {
    navigate(to);
  },
});

/** In-app navigation from models (e.g. to /discover after login). Tests replace its handler. */
export const navigateFx = createEffect((to: string) => navigateWithAttachedFx(to));

/** Leaves the app for a full reload of `to`. Tests replace its handler, so nothing reloads. */
export const reloadToFx = createEffect(loadPage);
