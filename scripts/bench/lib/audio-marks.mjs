/**
 * What a page's audio elements did and when, for the player benchmarks: `instrumentAudio` runs in
 * the page (Playwright's `addInitScript`, before the app's own scripts) and records every
 * element's events into `window.__audioMarks`; `transitionGaps` reads one track change out of them.
 */

/**
 * In the page. Howler's HTML5 pool creates its elements with `new Audio()`; `createElement` and
 * `play()` are wrapped too, so an element made any other way is still seen. Each mark:
 * `{ t, type, element, src, time }` with `t` from `performance.now()`, `src` the element's address
 * at that moment (Howler reuses pooled elements for other tracks) and `time` its `currentTime`.
 * `advancing` is ours: polled every ~4 ms after `playing`, the first moment `currentTime` moved
 * on — Chromium's clock follows the audio renderer, so that is when sound is going out; the
 * browser's own `timeupdate` comes only every ~250 ms.
 */
export function instrumentAudio() {
  const { Audio: NativeAudio, Document, HTMLMediaElement } = globalThis;
  const marks = [];
  const elements = [];
  const seen = new WeakSet();
  const EVENTS = ['playing', 'ended', 'timeupdate', 'pause', 'waiting', 'canplaythrough', 'error'];
  const srcOf = (element) => element.currentSrc || element.src;

  const watchAdvance = (element, index) => {
    const from = element.currentTime;
    const src = srcOf(element);
    const started = performance.now();
    const timer = setInterval(() => {
      if (element.currentTime > from && srcOf(element) === src) {
        marks.push({
          t: performance.now(),
          type: 'advancing',
          element: index,
          src,
          time: element.currentTime,
        });
        clearInterval(timer);
      } else if (element.paused || srcOf(element) !== src || performance.now() - started > 10_000) {
        clearInterval(timer);
      }
    }, 1);
  };

  const watch = (element) => {
    if (seen.has(element)) return element;
    seen.add(element);
    const index = elements.push(element) - 1;
    for (const type of EVENTS) {
      element.addEventListener(type, () => {
        const src = srcOf(element);
        // Howler parks released elements on a tiny silent data: address; only real audio counts.
        if (!/^https?:/.test(src)) return;
        marks.push({ t: performance.now(), type, element: index, src, time: element.currentTime });
        if (type === 'playing') watchAdvance(element, index);
      });
    }
    return element;
  };

  function Audio(src) {
    return watch(src === undefined ? new NativeAudio() : new NativeAudio(src));
  }
  Audio.prototype = NativeAudio.prototype;
  globalThis.Audio = Audio;

  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    const element = createElement.apply(this, args);
    return element instanceof HTMLMediaElement ? watch(element) : element;
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    watch(this);
    const src = srcOf(this);
    if (/^https?:/.test(src)) {
      marks.push({ t: performance.now(), type: 'play()', element: elements.indexOf(this), src });
    }
    return play.apply(this, args);
  };

  globalThis.__audioMarks = marks;
  /** Every element seen so far, as plain data. */
  globalThis.__audioState = () =>
    elements.map((element, index) => ({
      element: index,
      src: srcOf(element),
      paused: element.paused,
      ended: element.ended,
      readyState: element.readyState,
      currentTime: element.currentTime,
      duration: element.duration,
    }));
}

/**
 * One track change from the marks since `sinceIndex`: the element playing `fromSrc` fired `ended`;
 * then, for the first other address to fire `playing` after it: when the page called its `play()`
 * (the app's share of the gap), its `playing`, its first `timeupdate` past the position it started
 * from (it starts a few ms in: MP3 priming) and its first polled `advancing`. Gaps in ms from
 * `ended`; null for what has not happened (yet); the whole answer null before `ended`.
 */
export function transitionGaps(marks, fromSrc, sinceIndex = 0) {
  const recent = marks.slice(sinceIndex);
  const ended = recent.find((mark) => mark.type === 'ended' && mark.src === fromSrc);
  if (ended === undefined) return null;
  const after = (test) => recent.find((mark) => mark.t >= ended.t && test(mark));
  const playing = after((mark) => mark.type === 'playing' && mark.src !== fromSrc);
  const ofNext = (type, test = () => true) =>
    playing && after((mark) => mark.type === type && mark.src === playing.src && test(mark));
  const gap = (mark) => (mark ? mark.t - ended.t : null);
  return {
    nextSrc: playing?.src ?? null,
    play: gap(ofNext('play()')),
    playing: gap(playing),
    timeupdate: gap(ofNext('timeupdate', (mark) => mark.time > playing.time)),
    advancing: gap(ofNext('advancing')),
  };
}
