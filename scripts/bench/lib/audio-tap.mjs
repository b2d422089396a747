/**
 * What a page outputs, for the gapless benchmark (scripts/bench/gapless.mjs): `installTap` runs in
 * the page (Playwright's `addInitScript`, before the app's own scripts) and routes every `<audio>`
 * element it makes — Howler's (`new Audio()`) and the Media Source engine's (`createElement`) —
 * through one AudioContext and an AudioWorklet tap. While `__gaplessBench.record(true)` is on the
 * tap keeps every sample it passes on (channel 0) in `__gaplessBench.blocks`.
 */
export function installTap(rate) {
  const { Audio: NativeAudio, AudioContext, AudioWorkletNode, Blob, Document, URL } = globalThis;
  const tapped = new WeakSet();
  const state = { recording: false, blocks: [], context: null, tap: null, ready: null };
  globalThis.__gaplessBench = state;
  const processor = `registerProcessor('bench-tap', class extends AudioWorkletProcessor {
    constructor() { super(); this.on = false; this.port.onmessage = (e) => { this.on = e.data; }; }
    process(inputs, outputs) {
      const input = inputs[0] && inputs[0][0];
      const output = outputs[0];
      if (input) for (const channel of output) channel.set(input);
      if (this.on && input) this.port.postMessage(input.slice());
      return true;
    }
  });`;
  const setUp = () => {
    if (state.ready !== null) return state.ready;
    const context = new AudioContext({ sampleRate: rate });
    state.context = context;
    state.ready = context.audioWorklet
      .addModule(URL.createObjectURL(new Blob([processor], { type: 'text/javascript' })))
      .then(() => {
        const tap = new AudioWorkletNode(context, 'bench-tap', { outputChannelCount: [1] });
        tap.port.onmessage = (event) => state.blocks.push(event.data);
        tap.connect(context.destination);
        state.tap = tap;
        return context.resume();
      });
    return state.ready;
  };
  const route = (element) => {
    if (tapped.has(element)) return;
    tapped.add(element);
    element.addEventListener('play', () => {
      void setUp().then(() => {
        if (element.__benchSource) return;
        element.__benchSource = state.context.createMediaElementSource(element);
        element.__benchSource.connect(state.tap);
      });
    });
  };
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (name, ...rest) {
    const element = createElement.call(this, name, ...rest);
    if (String(name).toLowerCase() === 'audio') route(element);
    return element;
  };
  globalThis.Audio = function (...args) {
    const element = new NativeAudio(...args);
    route(element);
    return element;
  };
  globalThis.Audio.prototype = NativeAudio.prototype;
  state.record = (on) => {
    if (on) state.blocks = [];
    state.tap?.port.postMessage(on);
  };
}

/** In the page: Media Source hidden, so the player's engine choice falls back to Howler. */
export function hideMediaSource() {
  Object.defineProperty(globalThis, 'MediaSource', { value: undefined, configurable: true });
  Object.defineProperty(globalThis, 'ManagedMediaSource', { value: undefined, configurable: true });
}
