// The parts of the browser's media objects the gapless engine uses, as plain interfaces: the real
// HTMLAudioElement, MediaSource and SourceBuffer fit them, and so do the tests' fakes (jsdom has
// no MediaSource).

/** The AAC renditions' type (fragmented MP4, AAC-LC; docs/adr/0042). */
export const MSE_AUDIO_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

type Listener = () => void;

export interface MseMediaElement {
  src: string;
  currentTime: number;
  volume: number;
  readonly paused: boolean;
  readonly readyState: number;
  readonly buffered: TimeRanges;
  readonly error: { readonly code: number } | null;
  play: () => Promise<void>;
  pause: () => void;
  removeAttribute: (name: string) => void;
  load: () => void;
  addEventListener: (type: string, listener: Listener) => void;
  removeEventListener: (type: string, listener: Listener) => void;
}

export interface MseSourceBuffer {
  mode: AppendMode;
  timestampOffset: number;
  appendWindowStart: number;
  appendWindowEnd: number;
  readonly updating: boolean;
  readonly buffered: TimeRanges;
  appendBuffer: (data: Uint8Array<ArrayBuffer>) => void;
  remove: (start: number, end: number) => void;
  abort: () => void;
  addEventListener: (type: string, listener: Listener) => void;
}

export interface MseMediaSource {
  readonly readyState: ReadyState;
  addSourceBuffer: (type: string) => MseSourceBuffer;
  endOfStream: () => void;
  addEventListener: (type: string, listener: Listener) => void;
}

/** What the engine needs from the browser, replaced by fakes in tests. */
export interface MseBrowser {
  createElement: () => MseMediaElement;
  createMediaSource: () => MseMediaSource;
  createObjectUrl: (source: MseMediaSource) => string;
  revokeObjectUrl: (url: string) => void;
  fetch: typeof fetch;
}

/** Whether this browser can play the AAC renditions through Media Source Extensions. */
export function supportsGaplessMse(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MSE_AUDIO_TYPE);
}

export function realBrowser(): MseBrowser {
  return {
    createElement: () => {
      const element = document.createElement('audio');
      element.preload = 'auto';
      return element;
    },
    createMediaSource: () => new MediaSource(),
    createObjectUrl: (source) => URL.createObjectURL(source as MediaSource),
    revokeObjectUrl: (url) => {
      URL.revokeObjectURL(url);
    },
    fetch: (input, init) => fetch(input, init),
  };
}

/** A TimeRanges as plain ranges. */
export function rangesOf(ranges: TimeRanges): { start: number; end: number }[] {
  const list: { start: number; end: number }[] = [];
  for (let index = 0; index < ranges.length; index += 1) {
    list.push({ start: ranges.start(index), end: ranges.end(index) });
  }
  return list;
}
