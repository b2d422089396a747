// The player's queue, current track and position survive a reload and a return the next day
// (docs/adr/0048): the app fires playerQueueSyncStarted once, from a chunk of its own.
export { playerQueueSyncStarted } from './model/queue-sync';
