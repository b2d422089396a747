// The Media Session API (lock screen, hardware media keys, OS media overlays): thin guarded
// wrappers, since browsers without it (or without some actions) must simply be ignored.

export interface NowPlayingMetadata {
  title: string;
  artist: string;
  album: string;
  /** The album artwork's address, as is (the catalogue serves one size). */
  artwork: string | null;
}

export interface MediaPosition {
  duration: number;
  position: number;
  playbackRate: number;
}

export type MediaSessionHandlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler>>;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

export function isMediaSessionSupported(): boolean {
  return session() !== null;
}

export function setMediaSessionMetadata(metadata: NowPlayingMetadata | null): void {
  const mediaSession = session();
  if (mediaSession === null || typeof MediaMetadata === 'undefined') return;
  mediaSession.metadata =
    metadata === null
      ? null
      : new MediaMetadata({
          title: metadata.title,
          artist: metadata.artist,
          album: metadata.album,
          artwork: metadata.artwork === null ? [] : [{ src: metadata.artwork }],
        });
}

/** Registers each handler; an action the browser does not know is skipped (it throws). */
export function setMediaSessionActionHandlers(handlers: MediaSessionHandlers): void {
  const mediaSession = session();
  if (mediaSession === null) return;
  for (const [action, handler] of Object.entries(handlers) as [
    MediaSessionAction,
    MediaSessionActionHandler,
  ][]) {
    try {
      mediaSession.setActionHandler(action, handler);
    } catch {
      // Unsupported action in this browser: the others still work.
    }
  }
}

export function setMediaSessionPlaybackState(state: MediaSessionPlaybackState): void {
  const mediaSession = session();
  if (mediaSession !== null) mediaSession.playbackState = state;
}

/** The browser rejects a position past the duration or an unknown duration: clamp or skip. */
export function setMediaSessionPosition({ duration, position, playbackRate }: MediaPosition): void {
  const mediaSession = session();
  if (mediaSession === null || typeof mediaSession.setPositionState !== 'function') return;
  if (!Number.isFinite(duration) || duration <= 0) return;
  try {
    mediaSession.setPositionState({
      duration,
      position: Math.min(Math.max(0, position), duration),
      playbackRate,
    });
  } catch {
    // An old implementation refusing the state changes nothing for playback.
  }
}
