import { isTrackLocked, normaliseDurationSeconds, type Track } from '@/entities/track/@x/player';
import { FULL_FALLBACK_DURATION_SECONDS, PREVIEW_FALLBACK_DURATION_SECONDS } from '@/shared/config';

/**
 * A track in the player (spec §3): the catalogue track plus what the player shows (albumArtwork,
 * albumName, artistName, artistProfileImage) and the signed address filled in at runtime.
 */
export interface PlayerTrack {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  artistSlug: string | null;
  artistProfileImage: string | null;
  albumId: string;
  albumSlug: string | null;
  albumName: string;
  albumArtwork: string | null;
  /** Seconds (already normalised: values over 3600 were milliseconds); 0 when unknown. */
  duration: number;
  filePath: string;
  /** Storage path of the 30 s preview, or null: visitors may play only tracks that have one. */
  previewPath: string | null;
  explicit: boolean;
  locked: boolean;
  /** The signed playable address, set once the server returned one (spec §3 `audioUrl`). */
  audioUrl: string | null;
  /** Where its waveform peaks are (public JSON, cached for a year); null without peaks. */
  peaksUrl: string | null;
  /** Its number on its album: albums played in order flow from one track to the next. */
  trackNumber: number;
  /** The AAC rendition a gapless engine plays (docs/adr/0049); null for a track without one. */
  gapless: PlayerGapless | null;
}

/** A track's AAC rendition: the path to have signed, and its exact sample facts. */
export interface PlayerGapless {
  filePath: string;
  sampleRate: number;
  primingSamples: number;
  paddingSamples: number;
  samples: number;
}

export interface PlayerTrackExtras {
  /** The artist's photo when the caller knows it (artist pages do; search rows do not). */
  artistProfileImage?: string | null;
}

export function toPlayerTrack(track: Track, extras: PlayerTrackExtras = {}): PlayerTrack {
  return {
    id: track.id,
    title: track.title,
    artistId: track.artist_id,
    artistName: track.artistName || track.artist_name,
    artistSlug: track.artist_slug,
    artistProfileImage: extras.artistProfileImage ?? null,
    albumId: track.album_id,
    albumSlug: track.album_slug,
    albumName: track.album_title,
    albumArtwork: track.artwork_url,
    duration: normaliseDurationSeconds(track.duration),
    filePath: track.file_path,
    previewPath: track.preview_url,
    explicit: track.explicit,
    locked: isTrackLocked(track),
    audioUrl: null,
    peaksUrl: track.peaks_url,
    trackNumber: track.track_number,
    gapless:
      track.gapless === null
        ? null
        : {
            filePath: track.gapless.file_path,
            sampleRate: track.gapless.sample_rate,
            primingSamples: track.gapless.priming_samples,
            paddingSamples: track.gapless.padding_samples,
            samples: track.gapless.samples,
          },
  };
}

/** Spec §4 and §9: the track's own duration, else 30 s with a preview address, else 180 s. */
export function fallbackDuration(track: Pick<PlayerTrack, 'duration' | 'previewPath'>): number {
  if (track.duration > 0) return track.duration;
  return track.previewPath ? PREVIEW_FALLBACK_DURATION_SECONDS : FULL_FALLBACK_DURATION_SECONDS;
}
