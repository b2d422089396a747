import '@testing-library/jest-dom/jest-globals';

// jsdom lacks a few browser APIs that the app and Radix rely on; these stand-ins keep tests
// deterministic.

/** Never matches, so components render the desktop layout unless a test says otherwise. */
class MediaQueryListStub extends EventTarget {
  readonly matches = false;
  onchange = null;
  constructor(readonly media: string) {
    super();
  }
  // Legacy listener API, still part of the MediaQueryList type.
  addListener(): void {}
  removeListener(): void {}
}

if (typeof window !== 'undefined') {
  window.matchMedia = (query: string): MediaQueryList => new MediaQueryListStub(query);

  // jsdom only logs "not implemented"; tests that care spy on it.
  window.scrollTo = () => undefined;

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub;

  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
}
