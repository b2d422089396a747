import {
  combine,
  createEffect,
  createEvent,
  createStore,
  merge,
  sample,
  scopeBind,
} from 'effector';
import { delay } from 'patronum';
import {
  $currentIndex,
  $hasTrack,
  $isLooping,
  $isPlaying,
  $isShuffling,
  $originalPlaylist,
  $playlist,
  $progress,
  loopToggled,
  paused,
  played,
  progressUpdated,
  queueRestored,
  type QueueRestoredPayload,
  seekRequested,
  shuffleToggled,
  stopped,
  trackPlayed,
  trackStarted,
} from '@/entities/player';
import { $sessionStatus, $sessionToken, $sessionUser } from '@/entities/session';
import { logWarning } from '@/shared/lib/logger';
import { clearLocalQueue, readLocalQueue, writeLocalQueue } from '../api/local-queue';
import { fetchPlayerQueue, savePlayerQueue } from '../api/player-queue-api';
import {
  type PlayerQueueState,
  restoreForMember,
  restoreForVisitor,
  type SavedQueue,
  savedFormOf,
} from '../lib/queue-state';
import {
  type Listener,
  type QueueRead,
  queueReadFor,
  type RestoredFor,
  takesRestore,
} from '../lib/restore-plan';
import { type SaveReason, saveTiming, withSave } from '../lib/save-timing';
import { type QueueSave, queueSaveFor } from '../lib/save-target';

/**
 * Fired once by the app after it started (in its scope): from then on the queue, the current
 * track and the position are read back once the session is known, and saved as they change
 * (docs/adr/0048) — to the account for a member, to this browser for a visitor.
 */
export const playerQueueSyncStarted = createEvent();
/** The page goes away or out of sight (pagehide, visibilitychange to hidden): save at once. */
export const pageLeft = createEvent();

/** The time source, in ms; tests put their own clock here. */
export const $clock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' });

export const fetchPlayerQueueFx = createEffect(fetchPlayerQueue);
/** The account's queue (null when it could not be read) and this browser's copy of it. */
const readAccountQueueFx = createEffect(
  async ({ token, userId }: { token: string; userId: string }) => {
    const local = readLocalQueue();
    const server = await fetchPlayerQueueFx(token).catch(() => null);
    return { server, local, userId };
  },
);
export const savePlayerQueueFx = createEffect(
  ({ queue, token }: { queue: SavedQueue; token: string }) => savePlayerQueue(queue, token),
);
export const readLocalQueueFx = createEffect(readLocalQueue);
export const writeLocalQueueFx = createEffect(writeLocalQueue);
export const clearLocalQueueFx = createEffect(clearLocalQueue);
export const watchPageFx = createEffect(() => {
  const left = scopeBind(pageLeft, { safe: true });
  window.addEventListener('pagehide', () => {
    left();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') left();
  });
});
// A failed read or save never disturbs playback: it is logged only.
const logFailureFx = createEffect(({ message, error }: { message: string; error: unknown }) => {
  logWarning(message, error);
});

const $started = createStore(false).on(playerQueueSyncStarted, () => true);
const $listener = combine(
  $sessionStatus,
  $sessionUser,
  $sessionToken,
  (status, user, token): Listener => {
    if (user !== null && token !== null) return { kind: 'member', token, userId: user.id };
    return status === 'anonymous' ? { kind: 'visitor' } : null;
  },
);
const $playerState = combine({
  playlist: $playlist,
  originalPlaylist: $originalPlaylist,
  index: $currentIndex,
  progress: $progress,
  shuffling: $isShuffling,
  looping: $isLooping,
}) satisfies { getState(): PlayerQueueState };

/** Whose queue was read last. */
const $restoredFor = createStore<RestoredFor | null>(null);
/** Saves wait for the first read to finish, and for any later one (a sign-in) too. */
const $savesAllowed = createStore(false);
/** The player holds a restored queue nobody has played, sought or changed yet. */
const $untouchedRestore = createStore(false);
/** What the last save held (null: none yet, or it failed). */
const $lastQueue = createStore<SavedQueue | null>(null);
/** When the saves of the last minute left. */
const $recentSaves = createStore<number[]>([]);
/** A save waits for the gap since the last one to pass. */
const $saveScheduled = createStore(false);
/** The member who made this queue logged out: it is not written to this browser. */
const $localBlocked = createStore(false);
/** The signed-in account's id, to tell a logout from a visitor's start. */
const $userId = createStore<string | null>(null);

// --- reading the queue back ---------------------------------------------------------------------
sample({ clock: playerQueueSyncStarted, target: watchPageFx });
sample({
  clock: playerQueueSyncStarted,
  source: $sessionUser,
  fn: (user) => user?.id ?? null,
  target: $userId,
});

const readDue = sample({
  clock: [playerQueueSyncStarted, $listener.updates],
  source: { started: $started, listener: $listener, restoredFor: $restoredFor },
  filter: ({ started }) => started,
  fn: ({ listener, restoredFor }) => queueReadFor(listener, restoredFor),
});
const readFor =
  <F extends QueueRead['from']>(from: F) =>
  (read: QueueRead | null): read is Extract<QueueRead, { from: F }> =>
    read?.from === from;
sample({
  clock: sample({ clock: readDue, filter: readFor('server') }),
  fn: ({ token, userId }) => ({ token, userId }),
  target: readAccountQueueFx,
});
sample({ clock: readDue, filter: readFor('local'), target: readLocalQueueFx });
$restoredFor.on(readDue, (restoredFor, read) => {
  if (read === null) return restoredFor;
  return read.from === 'server' ? 'member' : 'visitor';
});
const readBack = merge([
  readAccountQueueFx.doneData.map(({ server, local, userId }) =>
    restoreForMember(server, local, userId),
  ),
  readLocalQueueFx.doneData.map(restoreForVisitor),
]);
const restoreTaken = sample({
  clock: sample({
    clock: readBack,
    source: { hasTrack: $hasTrack, untouchedRestore: $untouchedRestore },
    fn: (player, queue) => (queue !== null && takesRestore(player) ? queue : null),
  }),
  filter: (queue): queue is QueueRestoredPayload => queue !== null,
});
sample({ clock: restoreTaken, target: queueRestored });
$untouchedRestore
  .on(restoreTaken, () => true)
  .reset([trackStarted, played, seekRequested, shuffleToggled, loopToggled]);
// The restored state is what the server (or this browser) holds: no need to save it again.
$lastQueue.on(restoreTaken, (_, queue) => savedFormOf(queue));

// Nothing is saved while a read is under way: an empty player must not overwrite the saved queue.
$savesAllowed.on([readAccountQueueFx, readLocalQueueFx], () => false).on(readBack, () => true);

// --- logging out --------------------------------------------------------------------------------
const userChanged = sample({
  clock: $sessionUser.updates,
  source: $userId,
  fn: (before, user) => ({ before, after: user?.id ?? null }),
});
$userId.on(userChanged, (_, { after }) => after);
const loggedOut = sample({
  clock: userChanged,
  filter: ({ before, after }) => before !== null && after === null,
});
// The account's queue leaves no copy in this browser, and is not read back as a visitor's.
sample({ clock: loggedOut, target: clearLocalQueueFx });
$localBlocked.on(loggedOut, () => true).reset(trackPlayed);
$restoredFor.on(loggedOut, () => 'visitor');

// --- saving -------------------------------------------------------------------------------------
const saveAsked = createEvent<SaveReason>();
// What changed: a new queue or another track, the modes, a seek, a pause; and after a read, what
// the listener may have started meanwhile.
sample({
  clock: [trackStarted, shuffleToggled, loopToggled, seekRequested, paused, stopped, readBack],
  fn: (): SaveReason => 'change',
  target: saveAsked,
});
sample({ clock: progressUpdated, fn: (): SaveReason => 'position', target: saveAsked });
sample({ clock: pageLeft, fn: (): SaveReason => 'hidden', target: saveAsked });

const timed = sample({
  clock: saveAsked,
  source: {
    allowed: $savesAllowed,
    recentSaves: $recentSaves,
    scheduled: $saveScheduled,
    playing: $isPlaying,
    clock: $clock,
  },
  filter: ({ allowed }) => allowed,
  fn: ({ recentSaves, scheduled, playing, clock }, reason) =>
    saveTiming({ reason, now: clock(), recentSaves, scheduled, playing }),
});
const saveNow = createEvent();
sample({ clock: timed, filter: (timing) => timing === 'now', target: saveNow });
const saveLater = sample({
  clock: timed,
  filter: (timing): timing is number => typeof timing === 'number',
});
const gapPassed = delay({ source: saveLater, timeout: (wait: number) => wait });
$saveScheduled.on(saveLater, () => true).reset(gapPassed);
// Its time come, the waiting save asks again: a save that left meanwhile, or the cap, may defer it.
sample({ clock: gapPassed, fn: (): SaveReason => 'change', target: saveAsked });

const saveMade = sample({
  clock: saveNow,
  source: {
    state: $playerState,
    listener: $listener,
    lastQueue: $lastQueue,
    localBlocked: $localBlocked,
    clock: $clock,
  },
  fn: ({ state, listener, lastQueue, localBlocked, clock }) => {
    const now = clock();
    const save = queueSaveFor({ state, listener, lastQueue, localBlocked, now });
    return save === null ? null : { save, now };
  },
});
const saved = sample({
  clock: saveMade,
  filter: (made): made is { save: QueueSave; now: number } => made !== null,
});
$lastQueue.on(saved, (_, { save }) => save.queue);
$recentSaves.on(saved, (recent, { now }) => withSave(recent, now));
const toGo = saved.map(({ save }) => save);
sample({
  clock: toGo.filterMap(({ queue, token }) => (token === null ? undefined : { queue, token })),
  target: savePlayerQueueFx,
});
sample({ clock: toGo.filterMap(({ local }) => local ?? undefined), target: writeLocalQueueFx });
// A failed save is tried again with the next change or position save.
$lastQueue.reset(savePlayerQueueFx.fail);

sample({
  clock: fetchPlayerQueueFx.fail,
  fn: ({ error }) => ({ message: 'The saved player queue could not be read', error }),
  target: logFailureFx,
});
sample({
  clock: savePlayerQueueFx.fail,
  fn: ({ error }) => ({ message: 'The player queue could not be saved', error }),
  target: logFailureFx,
});
