// A MediaSource and a SourceBuffer for the engine's tests (jsdom has no MediaSource) that keep the
// rules the browser enforces (one operation at a time, append windows, timestamps, an ended stream
// reopening) and record every call. Not exported from the slice.
import { addRange, Listeners, type Range, removeRange, timeRanges } from './mse-fake-dom';
import type { FakeMediaElement } from './mse-fake-media-element';
import { BYTES_PER_FRAME, originOf } from './mse-fake-renditions';
import { AAC_FRAME_SAMPLES } from './mse-gapless-plan';
import type { MseMediaSource, MseSourceBuffer } from './mse-media';

type Listener = () => void;

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
    const origin = originOf(data.buffer);
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
