// The Media Source engine under test, over the fake browser (mse-fake-*.ts), with what it reported;
// and a way to let its chained fetches and appends run. Not exported from the slice.
import { FakeClock, listenTo } from './audio-test-doubles';
import { FakeBrowser } from './mse-fake-browser';
import type { FakeRendition } from './mse-fake-renditions';
import { createMseGaplessEngine, type MseGaplessEngine } from './mse-gapless-engine';

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
