// Test doubles for the Media Source engine (jsdom has no MediaSource): an `<audio>` element whose
// playhead moves when told, a MediaSource and a SourceBuffer that keep the rules the browser
// enforces (one operation at a time, append windows, timestamps) and record every call, and a
// network serving synthetic AAC renditions by byte range. Not exported from the slice.
import type {
  AudioEngine,
  AudioEngineEvent,
  AudioEngineEvents,
  AudioTrackFacts,
  GaplessFacts,
} from './audio-engine';
import { FakeClock } from './audio-test-doubles';
import { AAC_FRAME_SAMPLES, aacPaddingSamples } from './mse-gapless-plan';
import type { MseBrowser, MseMediaElement, MseMediaSource, MseSourceBuffer } from './mse-media';
import { createMseGaplessEngine, type MseGaplessEngine } from './mse-gapless-engine';

type Listener = () => void;

class Listeners {
  private readonly map = new Map<string, Set<Listener>>();
  add(type: string, listener: Listener) {
    const set = this.map.get(type) ?? new Set();
    set.add(listener);
    this.map.set(type, set);
  }
  remove(type: string, listener: Listener) {
    this.map.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of [...(this.map.get(type) ?? [])]) listener();
  }
}

interface Range {
  start: number;
  end: number;
}

export function timeRanges(ranges: readonly Range[]): TimeRanges {
  const at = (index: number): Range => {
    const range = ranges[index];
    if (range === undefined) throw new RangeError(`no range ${index}`);
    return range;
  };
  return { length: ranges.length, start: (i) => at(i).start, end: (i) => at(i).end };
}

/** Adds `[start, end)` to sorted ranges, merging what touches. */
function addRange(ranges: Range[], added: Range): Range[] {
  const all = [...ranges, added].sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end + 1e-9)
      last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function removeRange(ranges: Range[], removed: Range): Range[] {
  return ranges.flatMap((range) => {
    const kept: Range[] = [];
    if (range.start < removed.start)
      kept.push({ start: range.start, end: Math.min(range.end, removed.start) });
    if (range.end > removed.end)
      kept.push({ start: Math.max(range.start, removed.end), end: range.end });
    return kept;
  });
}

/** A synthetic AAC rendition: every coded sample spread evenly over `bytes` bytes. */
export interface FakeRendition {
  name: string;
  facts: GaplessFacts;
  bytes: number;
}

/** Where the fake network's buffers came from, so the SourceBuffer knows what it is given. */
const origins = new WeakMap<ArrayBufferLike, { rendition: FakeRendition; offset: number }>();

export const BYTES_PER_FRAME = 200;

/** A rendition of `samples` real samples at `sampleRate`, encoded as ffmpeg does (1024 priming). */
export function rendition(name: string, samples: number, sampleRate = 44_100): FakeRendition {
  const primingSamples = AAC_FRAME_SAMPLES;
  const paddingSamples = aacPaddingSamples(samples, primingSamples);
  const frames = (primingSamples + samples + paddingSamples) / AAC_FRAME_SAMPLES;
  return {
    name,
    facts: {
      url: `/api/media/stream/${name}.m4a?sig=${name}`,
      sampleRate,
      primingSamples,
      paddingSamples,
      samples,
    },
    bytes: frames * BYTES_PER_FRAME,
  };
}

/** The facts the player passes for a track of album `albumId` at `index`. */
export const trackFacts = (
  file: FakeRendition,
  index: number,
  albumId = 'album-1',
): AudioTrackFacts => ({
  gapless: file.facts,
  album: { albumId, index },
});

/** The MP3 address the player knows a track by. */
export const mp3Of = (file: FakeRendition) => `/api/media/stream/${file.name}.mp3?sig=${file.name}`;

export class FakeSourceBuffer implements MseSourceBuffer {
  readonly log: string[] = [];
  ranges: Range[] = [];
  updating = false;
  /** Set to refuse the next append as a full buffer would. */
  quotaFull = false;
  private readonly listeners = new Listeners();
  private offset = 0;
  private windowStart = 0;
  private windowEnd = Infinity;
  private appendMode: AppendMode = 'segments';

  constructor(
    readonly type: string,
    private readonly source: FakeMediaSource,
  ) {}

  /** Seconds as samples at 44.1 kHz, to a thousandth: drift shows, float noise does not. */
  private static samples(seconds: number): string {
    return Number.isFinite(seconds) ? (seconds * 44_100).toFixed(3) : String(seconds);
  }
  private idle(what: string) {
    if (this.updating) throw new DOMException(`${what} while updating`, 'InvalidStateError');
  }
  get mode() {
    return this.appendMode;
  }
  set mode(mode: AppendMode) {
    this.appendMode = mode;
    this.log.push(`mode=${mode}`);
  }
  get timestampOffset() {
    return this.offset;
  }
  set timestampOffset(seconds: number) {
    this.idle('timestampOffset');
    this.source.reopen();
    this.offset = seconds;
    this.log.push(`timestampOffset=${FakeSourceBuffer.samples(seconds)}`);
  }
  get appendWindowStart() {
    return this.windowStart;
  }
  set appendWindowStart(seconds: number) {
    this.idle('appendWindowStart');
    if (seconds < 0 || seconds >= this.windowEnd)
      throw new TypeError('appendWindowStart out of order');
    this.windowStart = seconds;
    this.log.push(`appendWindowStart=${FakeSourceBuffer.samples(seconds)}`);
  }
  get appendWindowEnd() {
    return this.windowEnd;
  }
  set appendWindowEnd(seconds: number) {
    this.idle('appendWindowEnd');
    if (seconds <= this.windowStart) throw new TypeError('appendWindowEnd out of order');
    this.windowEnd = seconds;
    this.log.push(`appendWindowEnd=${FakeSourceBuffer.samples(seconds)}`);
  }
  get buffered() {
    return timeRanges(this.ranges);
  }
  appendBuffer(data: Uint8Array<ArrayBuffer>) {
    this.idle('appendBuffer');
    if (this.quotaFull) {
      this.quotaFull = false;
      throw new DOMException('full', 'QuotaExceededError');
    }
    this.source.reopen();
    const origin = origins.get(data.buffer);
    if (origin === undefined) throw new Error('bytes from nowhere');
    const { rendition: file, offset } = origin;
    const from = offset + data.byteOffset;
    const to = from + data.length;
    this.log.push(`append ${file.name} ${from}-${to - 1}`);
    // The file's own timeline starts at its first (priming) sample.
    const secondsPerByte = AAC_FRAME_SAMPLES / BYTES_PER_FRAME / file.facts.sampleRate;
    const start = Math.max(this.offset + from * secondsPerByte, this.windowStart);
    const end = Math.min(this.offset + to * secondsPerByte, this.windowEnd);
    if (end > start) this.ranges = addRange(this.ranges, { start, end });
    this.source.appended = true;
    this.settle();
  }
  remove(start: number, end: number) {
    this.idle('remove');
    if (!(end > start)) throw new TypeError('remove: end must follow start');
    this.source.reopen();
    this.log.push(`remove ${FakeSourceBuffer.samples(start)}-${FakeSourceBuffer.samples(end)}`);
    this.ranges = removeRange(this.ranges, { start, end });
    this.settle();
  }
  abort() {
    if (this.source.readyState !== 'open') throw new DOMException('abort', 'InvalidStateError');
    this.log.push('abort');
    this.windowStart = 0;
    this.windowEnd = Infinity;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.add(type, listener);
  }
  /** Seconds buffered in all. */
  total(): number {
    return this.ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  }
  private settle() {
    this.updating = true;
    queueMicrotask(() => {
      this.updating = false;
      this.listeners.fire('updateend');
      this.source.element?.dataChanged();
    });
  }
}

export class FakeMediaSource implements MseMediaSource {
  readyState: ReadyState = 'closed';
  readonly buffers: FakeSourceBuffer[] = [];
  readonly log: string[] = [];
  appended = false;
  element: FakeMediaElement | null = null;
  private readonly listeners = new Listeners();

  addSourceBuffer(type: string) {
    const buffer = new FakeSourceBuffer(type, this);
    this.buffers.push(buffer);
    return buffer;
  }
  endOfStream() {
    if (this.readyState !== 'open') throw new DOMException('endOfStream', 'InvalidStateError');
    this.readyState = 'ended';
    this.log.push('endOfStream');
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.add(type, listener);
  }
  attach(element: FakeMediaElement) {
    this.element = element;
    queueMicrotask(() => {
      this.readyState = 'open';
      this.listeners.fire('sourceopen');
    });
  }
  detach() {
    this.element = null;
    this.readyState = 'closed';
  }
  /** An append, a removal or a new offset on an ended stream opens it again (the MSE spec). */
  reopen() {
    if (this.readyState !== 'ended') return;
    this.readyState = 'open';
    this.log.push('reopened');
    this.listeners.fire('sourceopen');
  }
  get buffer(): FakeSourceBuffer {
    const buffer = this.buffers[0];
    if (buffer === undefined) throw new Error('no SourceBuffer yet');
    return buffer;
  }
}

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

interface HeldRequest {
  release: () => void;
}

/** Serves renditions by byte range like /api/media/stream; requests can be held and failed. */
export class FakeNetwork {
  readonly requests: string[] = [];
  readonly aborted: string[] = [];
  private readonly files = new Map<string, FakeRendition>();
  private readonly held = new Map<string, HeldRequest[]>();
  private readonly holding = new Set<string>();
  private readonly failing = new Map<string, number>();

  serve(...files: FakeRendition[]) {
    for (const file of files) this.files.set(file.facts.url, file);
  }
  /** Requests for `file` wait until `release`. */
  hold(file: FakeRendition) {
    this.holding.add(file.facts.url);
  }
  release(file: FakeRendition) {
    this.holding.delete(file.facts.url);
    for (const request of this.held.get(file.facts.url) ?? []) request.release();
    this.held.delete(file.facts.url);
  }
  /** Requests for `file` are answered with `status`. */
  fail(file: FakeRendition, status: number) {
    this.failing.set(file.facts.url, status);
  }

  readonly fetch = ((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const range = new Headers(init?.headers).get('range') ?? '';
    const file = this.files.get(url);
    const label = `${file?.name ?? url} ${range}`;
    this.requests.push(label);
    const match = /^bytes=(\d+)-(\d+)$/.exec(range);
    const answer = (): Response => {
      const status = this.failing.get(url);
      if (file === undefined || status !== undefined)
        return fakeResponse(status ?? 404, null, null);
      const start = Number(match?.[1] ?? 0);
      const end = Math.min(Number(match?.[2] ?? file.bytes - 1), file.bytes - 1);
      const buffer = new ArrayBuffer(end - start + 1);
      origins.set(buffer, { rendition: file, offset: start });
      return fakeResponse(206, buffer, `bytes ${start}-${end}/${file.bytes}`);
    };
    return new Promise((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => {
        this.aborted.push(label);
        reject(new DOMException('aborted', 'AbortError'));
      });
      if (!this.holding.has(url)) {
        resolve(answer());
        return;
      }
      const waiting = this.held.get(url) ?? [];
      waiting.push({
        release: () => {
          if (signal?.aborted !== true) resolve(answer());
        },
      });
      this.held.set(url, waiting);
    });
  }) as typeof fetch;
}

function fakeResponse(
  status: number,
  body: ArrayBuffer | null,
  contentRange: string | null,
): Response {
  return {
    status,
    headers: new Headers(contentRange === null ? {} : { 'content-range': contentRange }),
    arrayBuffer: () => Promise.resolve(body ?? new ArrayBuffer(0)),
  } as unknown as Response;
}

export class FakeBrowser implements MseBrowser {
  readonly sources: FakeMediaSource[] = [];
  readonly revoked: string[] = [];
  readonly elements: FakeMediaElement[] = [];
  readonly network = new FakeNetwork();
  private readonly urls = new Map<string, FakeMediaSource>();

  createElement = () => {
    const element = new FakeMediaElement(this);
    this.elements.push(element);
    return element;
  };
  createMediaSource = () => {
    const source = new FakeMediaSource();
    this.sources.push(source);
    return source;
  };
  createObjectUrl = (source: MseMediaSource) => {
    const url = `blob:source-${this.urls.size + 1}`;
    const made = this.sources.find((fake) => fake === source);
    if (made === undefined) throw new Error('a MediaSource this browser did not make');
    this.urls.set(url, made);
    return url;
  };
  revokeObjectUrl = (url: string) => {
    this.revoked.push(url);
  };
  get fetch() {
    return this.network.fetch;
  }
  sourceAt(url: string): FakeMediaSource | null {
    return this.revoked.includes(url) ? null : (this.urls.get(url) ?? null);
  }
  get element(): FakeMediaElement {
    const element = this.elements[0];
    if (element === undefined) throw new Error('no element');
    return element;
  }
  source(index: number): FakeMediaSource {
    const source = this.sources[index];
    if (source === undefined) throw new Error(`no MediaSource #${index}`);
    return source;
  }
}

const ENGINE_EVENTS: AudioEngineEvent[] = [
  'progress',
  'duration',
  'ended',
  'loadError',
  'playError',
  'stalled',
  'playing',
  'paused',
];

/** Records what an engine reports, as [event, payload] pairs. */
export function listenTo(engine: AudioEngine): [AudioEngineEvent, unknown][] {
  const heard: [AudioEngineEvent, unknown][] = [];
  for (const name of ENGINE_EVENTS) {
    engine.on(name, (payload: AudioEngineEvents[typeof name]) => heard.push([name, payload]));
  }
  return heard;
}

/** A Media Source engine over the fakes, with what it reported. */
export function mseHarness(...files: FakeRendition[]) {
  const browser = new FakeBrowser();
  browser.network.serve(...files);
  const clock = new FakeClock();
  const engine: MseGaplessEngine = createMseGaplessEngine({ clock, browser });
  const heard = listenTo(engine);
  return { engine, browser, clock, heard, element: browser.element, network: browser.network };
}

/** Lets every pending fetch, append and `updateend` run (they chain through microtasks). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
