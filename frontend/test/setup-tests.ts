import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { loadDialogView } from '@/shared/ui/dialog';

// How long `findBy…` and `waitFor` wait for the screen to change: a bound, never a measure. The
// library's 1 s is passed on a loaded 2-core machine (an admin list's first page took longer while
// another suite ran beside it); a test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// The app fetches a dialog's Radix view when it is first needed (shared/ui/dialog); tests get it
// up front, so a dialog opens in the same render as in a warm app. dialog.test.tsx checks the
// lazy path itself.
beforeAll(() => loadDialogView());

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
