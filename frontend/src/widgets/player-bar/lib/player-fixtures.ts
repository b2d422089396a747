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
import { $lyrics, type LyricsState } from '@/features/lyrics';
import { $isLyricsPanelOpen } from '../model/lyrics-panel';

/** Only this slice's stories and tests import this: a track in the player, a scope that has it. */
export const playerTrack = (changes: Partial<PlayerTrack> = {}): PlayerTrack => ({
  ...{ id: 't-1', title: 'Night Ferry', artistId: 'ar-1', artistName: 'Neon Harbor' },
  ...{ artistSlug: 'neon-harbor', artistProfileImage: null, albumId: 'al-1', albumSlug: 'tides' },
  ...{ albumName: 'Tides', albumArtwork: null, duration: 225, filePath: 'audio/t-1.mp3' },
  ...{ previewPath: null, explicit: false, locked: false, audioUrl: null },
  ...changes,
});

export interface PlayerScopeOptions {
  track?: PlayerTrack;
  /** The whole playlist, the track first; just the track by default. */
  playlist?: PlayerTrack[];
  playing?: boolean;
  progress?: number;
  duration?: number;
  volume?: number;
  muted?: boolean;
  looping?: boolean;
  shuffling?: boolean;
  /** The lyrics panel is open above the bar, showing `lyrics` (already loaded). */
  lyricsOpen?: boolean;
  lyrics?: LyricsState | null;
}

export function playerScope(options: PlayerScopeOptions = {}) {
  const track = options.track ?? options.playlist?.[0] ?? playerTrack();
  return fork({
    values: [
      [$playlist, options.playlist ?? [track]],
      [$currentIndex, 0],
      [$isPlaying, options.playing ?? true],
      [$progress, options.progress ?? 62],
      [$duration, options.duration ?? track.duration],
      [$volume, options.volume ?? 0.75],
      [$muted, options.muted ?? false],
      [$isLooping, options.looping ?? false],
      [$isShuffling, options.shuffling ?? false],
      [$isLyricsPanelOpen, options.lyricsOpen ?? false],
      [$lyrics, options.lyrics ?? null],
    ],
  });
}

const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff0054"/><stop offset="1" stop-color="#2b0a3d"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/><circle cx="206" cy="98" r="44" fill="#e4ff1a"/>
<path d="M0 214q75-44 150 0t150 0v86H0z" fill="#0b0a10" opacity=".6"/></svg>`;

/** A cover for stories: no network needed. */
export const DEMO_COVER = `data:image/svg+xml,${encodeURIComponent(COVER_SVG)}`;

export const LONG_TITLE_TRACK = playerTrack({
  title: 'The Longest Night Ferry Across the Northern Sea (Extended Midnight Version)',
  artistName: 'Neon Harbor & The Very Long Orchestra of Distant Lighthouses',
  albumName: 'Tides, Currents and Everything Else the Moon Pulls Along',
  explicit: true,
  albumArtwork: DEMO_COVER,
});

/** Synced lyrics for stories (original to this project): at 1:02 the sixth line is being sung. */
export const SYNCED_LYRICS: LyricsState = {
  status: 'synced',
  lines: [
    { time: 9, text: 'Lanterns on the water' },
    { time: 21, text: 'the harbour falls asleep' },
    { time: 33, text: 'we board the midnight ferry' },
    { time: 45, text: 'with promises to keep' },
    { time: 57, text: '' },
    { time: 60, text: 'and every wave a number' },
    { time: 72, text: 'counting down to shore' },
    { time: 84, text: 'the engine hums a lullaby' },
    { time: 96, text: 'we have heard before' },
  ],
};
