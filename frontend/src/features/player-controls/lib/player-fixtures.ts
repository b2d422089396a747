import { fork } from 'effector';
import {
  $currentIndex,
  $duration,
  $isLooping,
  $isPlaying,
  $isShuffling,
  $muted,
  $playlist,
  $progress,
  $volume,
  type PlayerTrack,
} from '@/entities/player';

/** Only this slice's tests import this: a track in the player and a scope that has it loaded. */
export const playerTrack = (changes: Partial<PlayerTrack> = {}): PlayerTrack => ({
  ...{ id: 't-1', title: 'Night Ferry', artistId: 'ar-1', artistName: 'Neon Harbor' },
  ...{ artistSlug: 'neon-harbor', artistProfileImage: null, albumId: 'al-1', albumSlug: 'tides' },
  ...{ albumName: 'Tides', albumArtwork: null, duration: 225, filePath: 'audio/t-1.mp3' },
  ...{ previewPath: null, explicit: false, locked: false, audioUrl: null },
  ...changes,
});

export interface PlayerScopeOptions {
  track?: PlayerTrack;
  playing?: boolean;
  progress?: number;
  duration?: number;
  volume?: number;
  muted?: boolean;
  looping?: boolean;
  shuffling?: boolean;
}

export function playerScope(options: PlayerScopeOptions = {}) {
  const track = options.track ?? playerTrack();
  return fork({
    values: [
      [$playlist, [track]],
      [$currentIndex, 0],
      [$isPlaying, options.playing ?? true],
      [$progress, options.progress ?? 62],
      [$duration, options.duration ?? track.duration],
      [$volume, options.volume ?? 0.75],
      [$muted, options.muted ?? false],
      [$isLooping, options.looping ?? false],
      [$isShuffling, options.shuffling ?? false],
    ],
  });
}
