import { fork } from 'effector';
import { playerStoreValues, type PlayerStoreOptions } from '@/entities/player/index.testing';
import { $lyrics, type LyricsState } from '@/features/lyrics';
import { $isFullPlayerOpen } from '@/features/player-controls';
import { $showsLyrics } from '../model/lyrics-view';

/** Only this slice's stories and tests import this: the player's fixture state and the sheet's. */
export interface PlayerScopeOptions extends PlayerStoreOptions {
  /** The full player sheet is expanded. */
  open?: boolean;
  /** The panel shows the lyrics (already loaded: `lyrics`) instead of the artwork. */
  showsLyrics?: boolean;
  lyrics?: LyricsState | null;
}

export function playerScope(options: PlayerScopeOptions = {}) {
  const { open = false, showsLyrics = false, lyrics = null, ...player } = options;
  return fork({
    values: [
      ...playerStoreValues(player),
      [$isFullPlayerOpen, open],
      [$showsLyrics, showsLyrics],
      [$lyrics, lyrics],
    ],
  });
}
