import { fork } from 'effector';
import { playerStoreValues, type PlayerStoreOptions } from '@/entities/player/index.testing';
import { $lyrics, type LyricsState } from '@/features/lyrics';
import { $isLyricsPanelOpen } from '../model/lyrics-panel';

/** Only this slice's stories and tests import this: the player's fixture state and the panel's. */
export interface PlayerScopeOptions extends PlayerStoreOptions {
  /** The lyrics panel is open above the bar, showing `lyrics` (already loaded). */
  lyricsOpen?: boolean;
  lyrics?: LyricsState | null;
}

export function playerScope(options: PlayerScopeOptions = {}) {
  const { lyricsOpen = false, lyrics = null, ...player } = options;
  return fork({
    values: [...playerStoreValues(player), [$isLyricsPanelOpen, lyricsOpen], [$lyrics, lyrics]],
  });
}
