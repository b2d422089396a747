// Fixtures for stories and tests (original to this project). The public index exports them so that
// other slices need not copy them; nothing in the app imports them, so the build leaves them out,
// as long as every top-level call here carries a pure annotation (Rollup keeps unmarked calls).
import type { StoreWritable } from 'effector';
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
} from '../model/player';
import type { PlayerTrack } from '../model/player-track';

/** A track in the player: "Night Ferry" by Neon Harbor, 3:45, no artwork; `changes` win. */
export function playerTrackFixture(changes: Partial<PlayerTrack> = {}): PlayerTrack {
  const id = changes.id ?? 't-1';
  return {
    ...{ id, title: 'Night Ferry', artistId: 'ar-1', artistName: 'Neon Harbor' },
    ...{ artistSlug: 'neon-harbor', artistProfileImage: null, albumId: 'al-1', albumSlug: 'tides' },
    ...{ albumName: 'Tides', albumArtwork: null, duration: 225, filePath: `audio/${id}.mp3` },
    ...{ previewPath: null, explicit: false, locked: false, audioUrl: null, peaksUrl: null },
    ...{ trackNumber: 1, gapless: null },
    ...changes,
  };
}

const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff0054"/><stop offset="1" stop-color="#2b0a3d"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/><circle cx="206" cy="98" r="44" fill="#e4ff1a"/>
<path d="M0 214q75-44 150 0t150 0v86H0z" fill="#0b0a10" opacity=".6"/></svg>`;

/** A cover for stories: no network needed. */
export const DEMO_COVER = `data:image/svg+xml,${encodeURIComponent(COVER_SVG)}`;

/** Title, artist and album too long for any player layout; explicit, with the demo cover. */
export const LONG_TITLE_TRACK = /* @__PURE__ */ playerTrackFixture({
  title: 'The Longest Night Ferry Across the Northern Sea (Extended Midnight Version)',
  artistName: 'Neon Harbor & The Very Long Orchestra of Distant Lighthouses',
  albumName: 'Tides, Currents and Everything Else the Moon Pulls Along',
  explicit: true,
  albumArtwork: DEMO_COVER,
});

export interface PlayerStoreOptions {
  /** The current track; the playlist's first, else `playerTrackFixture()`, by default. */
  track?: PlayerTrack;
  /** The whole playlist, the current track first; just the track by default. */
  playlist?: PlayerTrack[];
  /** Playing (the default) or paused. */
  playing?: boolean;
  /** Seconds into the track: 62 (1:02) by default. */
  progress?: number;
  /** Seconds: the track's own duration by default. */
  duration?: number;
  /** 0–1: 0.75 by default. */
  volume?: number;
  muted?: boolean;
  looping?: boolean;
  shuffling?: boolean;
}

/** A store of the player and the value a scope starts it with, as `fork({ values })` takes them. */
export type PlayerStoreValue =
  | [StoreWritable<PlayerTrack[]>, PlayerTrack[]]
  | [StoreWritable<number>, number]
  | [StoreWritable<boolean>, boolean];

/**
 * The `[store, value]` pairs of the player with a track loaded at the first place of its playlist,
 * for `fork({ values: [...playerStoreValues(options), ...pairsOfYourOwnStores] })`.
 */
export function playerStoreValues(options: PlayerStoreOptions = {}): PlayerStoreValue[] {
  const track = options.track ?? options.playlist?.[0] ?? playerTrackFixture();
  return [
    [$playlist, options.playlist ?? [track]],
    [$currentIndex, 0],
    [$isPlaying, options.playing ?? true],
    [$progress, options.progress ?? 62],
    [$duration, options.duration ?? track.duration],
    [$volume, options.volume ?? 0.75],
    [$muted, options.muted ?? false],
    [$isLooping, options.looping ?? false],
    [$isShuffling, options.shuffling ?? false],
  ];
}
