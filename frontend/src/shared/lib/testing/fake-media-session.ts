/**
 * Test double for `navigator.mediaSession` and `MediaMetadata` (jsdom has neither): records what
 * the app sets and lets a test press the lock screen's buttons. Only tests import this.
 */
export class FakeMediaSession {
  metadata: MediaMetadataInit | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  positions: MediaPositionState[] = [];
  readonly handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();

  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
    if (action === 'skipad') throw new TypeError(`"${action}" is not supported`);
    if (handler === null) this.handlers.delete(action);
    else this.handlers.set(action, handler);
  }
  setPositionState(state: MediaPositionState) {
    this.positions.push(state);
  }
  /** What the OS does when the listener presses `action`. */
  press(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) {
    const handler = this.handlers.get(action);
    if (handler === undefined) throw new Error(`No handler for "${action}"`);
    handler({ action, ...details });
  }
}

class FakeMediaMetadata {
  readonly title: string;
  readonly artist: string;
  readonly album: string;
  readonly artwork: readonly MediaImage[];
  constructor({ title = '', artist = '', album = '', artwork = [] }: MediaMetadataInit) {
    this.title = title;
    this.artist = artist;
    this.album = album;
    this.artwork = artwork;
  }
}

/** Installs a fresh fake; the returned function removes it again. */
export function installFakeMediaSession(): { session: FakeMediaSession; uninstall: () => void } {
  const session = new FakeMediaSession();
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  const global = globalThis as { MediaMetadata?: unknown };
  global.MediaMetadata = FakeMediaMetadata;
  return {
    session,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'mediaSession');
      delete global.MediaMetadata;
    },
  };
}
