// An `<audio>` element for the Media Source engine's tests whose playhead moves when the test says
// so; it reads its buffered ranges from the MediaSource attached through the fake browser, and
// records every call. Not exported from the slice.
import type { FakeBrowser } from './mse-fake-browser';
import { Listeners, timeRanges } from './mse-fake-dom';
import type { FakeMediaSource } from './mse-fake-media-source';
import type { MseMediaElement } from './mse-media';

type Listener = () => void;

export class FakeMediaElement implements MseMediaElement {
  readonly log: string[] = [];
  volume = 1;
  paused = true;
  error: { code: number } | null = null;
  /** Set to make play() fail as a refused autoplay does. */
  refusePlay: Error | null = null;
  private time = 0;
  private source: FakeMediaSource | null = null;
  private metadata = false;
  private readonly listeners = new Listeners();

  constructor(private readonly browser: FakeBrowser) {}

  get src() {
    return this.source === null ? '' : 'blob:attached';
  }
  set src(url: string) {
    this.source?.detach();
    this.metadata = false;
    this.time = 0;
    this.source = this.browser.sourceAt(url);
    this.log.push(`src ${url}`);
    this.source?.attach(this);
  }
  get currentTime() {
    return this.time;
  }
  set currentTime(seconds: number) {
    this.log.push(`currentTime=${(seconds * 44_100).toFixed(3)}`);
    this.time = seconds;
  }
  get readyState() {
    if (!this.metadata) return 0;
    const ranges = this.source?.buffers[0]?.ranges ?? [];
    const holds = ranges.some((range) => range.start <= this.time && this.time < range.end);
    return holds ? 4 : 1;
  }
  get buffered() {
    return timeRanges(this.source?.buffers[0]?.ranges ?? []);
  }
  play() {
    this.log.push('play');
    if (this.refusePlay !== null) return Promise.reject(this.refusePlay);
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.log.push('pause');
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name !== 'src') return;
    this.source?.detach();
    this.source = null;
    this.log.push('src removed');
  }
  load() {
    this.log.push('load');
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.add(type, listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.remove(type, listener);
  }
  fire(type: string) {
    this.listeners.fire(type);
  }
  /** The SourceBuffer changed: the header is read with the first bytes. */
  dataChanged() {
    if (this.metadata || this.source?.appended !== true) return;
    this.metadata = true;
    this.fire('loadedmetadata');
  }
  /** Playback reached `seconds` (a browser moves the playhead; here the test does). */
  playTo(seconds: number) {
    this.time = seconds;
    this.fire('timeupdate');
  }
  /** Playback reached the end of an ended stream. */
  reachEnd(seconds: number) {
    this.time = seconds;
    this.paused = true;
    this.fire('timeupdate');
    this.fire('ended');
  }
}
