import {
  EVICTION_MARGIN_SECONDS,
  FETCH_AHEAD_SECONDS,
  KEEP_BEHIND_SECONDS,
} from './mse-gapless-plan';
import { BYTES_PER_FRAME, mp3Of, rendition, trackFacts } from './mse-fake-renditions';
import { mseHarness, settle } from './mse-test-harness';

const A = rendition('a', 1_323_000); // 30 s
const B = rendition('b', 882_000); // 20 s
const C = rendition('c', 441_000); // 10 s
const LONG = rendition('long', 13_230_000); // 300 s, ten requests of 256 KiB
/** Seconds of audio in one 256 KiB request of the fake renditions. */
const CHUNK_SECONDS = ((256 * 1024) / BYTES_PER_FRAME) * (1024 / 44_100);

const appendsOf = (log: string[]) => log.filter((call) => call.startsWith('append '));

describe('the Media Source engine: fetching, waiting and letting go', () => {
  test('a slow next track makes the flow wait at the boundary, then goes on with it', async () => {
    const { browser, clock, element, engine, heard, network } = mseHarness(A, B);
    network.hold(B);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    engine.preload(mp3Of(B), trackFacts(B, 1));
    await settle();
    const source = browser.source(0);
    expect(network.requests).toEqual(['a bytes=0-262143', 'b bytes=0-262143']);
    expect(source.log).toEqual([]); // no end of stream: B is on its way

    element.playTo(30); // the element starves at A's last sample
    clock.tick();
    expect(heard.slice(1)).toEqual([
      ['ended', undefined],
      ['progress', 0],
    ]);
    engine.load(mp3Of(B), { autoplay: true, track: trackFacts(B, 1) });
    expect(appendsOf(source.buffer.log)).toEqual(['append a 0-258599']);
    expect(source.buffer.ranges).toEqual([{ start: 0, end: 30 }]);

    network.release(B);
    await settle();
    expect(appendsOf(source.buffer.log)).toEqual(['append a 0-258599', 'append b 0-172599']);
    expect(source.buffer.log).toContain('appendWindowStart=1323000.000');
    element.playTo(31);
    clock.tick();
    expect(heard.at(-1)).toEqual(['progress', 1]);
  });

  test('when the queue changes under a slow next track, that track is never appended', async () => {
    const { browser, engine, network } = mseHarness(A, B, C);
    network.hold(B);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    engine.preload(mp3Of(B), trackFacts(B, 1));
    await settle();
    engine.preload(mp3Of(C), trackFacts(C, 2));
    network.release(B);
    await settle();

    const source = browser.source(0);
    expect(network.aborted).toEqual(['b bytes=0-262143']);
    expect(appendsOf(source.buffer.log)).toEqual(['append a 0-258599', 'append c 0-86399']);
    expect(source.buffer.log).toContain('appendWindowStart=1323000.000');
    expect(source.buffer.ranges).toEqual([{ start: 0, end: 40 }]);
  });

  test('a next track the queue dropped leaves the buffer, and the stream ends after the current', async () => {
    const { browser, engine, element, clock, heard } = mseHarness(A, B);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    engine.preload(mp3Of(B), trackFacts(B, 1));
    await settle();
    engine.clearPreload();
    await settle();
    const source = browser.source(0);
    expect(source.buffer.log.at(-1)).toBe('remove 1323000.000-2205000.000');
    expect(source.log).toEqual(['endOfStream', 'reopened', 'endOfStream']);
    element.reachEnd(30);
    expect(heard.filter(([event]) => event === 'ended')).toHaveLength(1);
    expect(clock.running).toBe(false);
  });

  test('a next track at another sample rate is not queued: the stream ends after the current', async () => {
    const at48k = rendition('b48', 960_000, 48_000);
    const { browser, engine, network } = mseHarness(A, at48k);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    engine.preload(mp3Of(at48k), trackFacts(at48k, 1));
    await settle();
    expect(network.requests).toEqual(['a bytes=0-262143']);
    expect(browser.source(0).log).toEqual(['endOfStream']);
  });

  test('a next track that cannot be fetched is dropped: the current one ends normally', async () => {
    const { browser, engine, element, heard, network } = mseHarness(A, B);
    network.fail(B, 500);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    engine.preload(mp3Of(B), trackFacts(B, 1));
    await settle();
    expect(browser.source(0).log).toEqual(['endOfStream']);
    element.reachEnd(30);
    expect(heard.filter(([event]) => event === 'ended' || event === 'loadError')).toEqual([
      ['ended', undefined],
    ]);
  });

  test('a current track that cannot be fetched is a load error', async () => {
    const { clock, engine, heard, network } = mseHarness(A);
    network.fail(A, 403);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    await settle();
    expect(heard.at(-1)?.[0]).toBe('loadError');
    expect(clock.running).toBe(false);
    expect(engine.position()).toBe(0);
  });

  test('a load without a rendition is a load error, never a throw', () => {
    const { engine, heard } = mseHarness(A);
    engine.load(mp3Of(A), { autoplay: true });
    expect(heard.map(([event]) => event)).toEqual(['loadError']);
  });

  test('unload aborts the fetches under way and releases the MediaSource', async () => {
    const { browser, element, engine, network } = mseHarness(A);
    network.hold(A);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    await settle();
    engine.unload();
    network.release(A);
    await settle();
    expect(network.aborted).toEqual(['a bytes=0-262143']);
    expect(browser.revoked).toEqual(['blob:source-1']);
    expect(element.log.slice(-3)).toEqual(['pause', 'src removed', 'load']);
    expect(appendsOf(browser.source(0).buffer.log)).toEqual([]);
  });

  test('destroy releases the MediaSource and stops listening to the element', async () => {
    const { browser, element, engine, heard } = mseHarness(A);
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    await settle();
    engine.destroy();
    expect(browser.revoked).toEqual(['blob:source-1']);
    element.fire('playing');
    expect(heard).toEqual([['duration', 30]]);
  });

  test('a long track is fetched a minute ahead and evicted behind: memory stays bounded', async () => {
    const { browser, clock, element, engine, network } = mseHarness(LONG);
    engine.load(mp3Of(LONG), { autoplay: true, track: trackFacts(LONG, 0) });
    await settle();
    expect(network.requests).toEqual(['long bytes=0-262143', 'long bytes=262144-524287']);

    let most = 0;
    for (let time = 5; time <= 295; time += 5) {
      element.playTo(time);
      clock.tick();
      await settle();
      most = Math.max(most, browser.source(0).buffer.total());
    }
    expect(network.requests).toHaveLength(10);
    expect(most).toBeLessThanOrEqual(
      KEEP_BEHIND_SECONDS + FETCH_AHEAD_SECONDS + CHUNK_SECONDS + 10,
    );
    expect(browser.source(0).buffer.ranges[0]?.start).toBeGreaterThan(
      295 - KEEP_BEHIND_SECONDS - 10,
    );
    expect(browser.source(0).buffer.ranges[0]?.start).toBeLessThan(295 - EVICTION_MARGIN_SECONDS);
  });

  test('seeking back to evicted audio refetches the track from its start', async () => {
    const { browser, clock, element, engine, network } = mseHarness(LONG);
    engine.load(mp3Of(LONG), { autoplay: true, track: trackFacts(LONG, 0) });
    for (let time = 10; time <= 200; time += 10) {
      element.playTo(time);
      clock.tick();
      await settle();
    }
    const buffer = browser.source(0).buffer;
    const requestsBefore = network.requests.length;
    const logBefore = buffer.log.length;
    engine.seek(10);
    await settle();

    expect(element.currentTime).toBe(10);
    expect(network.requests.slice(requestsBefore, requestsBefore + 1)).toEqual([
      'long bytes=0-262143',
    ]);
    expect(buffer.log.slice(logBefore, logBefore + 3)).toEqual([
      expect.stringMatching(/^remove /),
      'abort',
      'timestampOffset=-1024.000',
    ]);
    expect(buffer.ranges[0]?.start).toBe(0);
    expect(engine.position()).toBe(10);
  });

  test('a full buffer makes room behind the playhead and the same bytes are appended again', async () => {
    const { browser, clock, element, engine } = mseHarness(LONG);
    engine.load(mp3Of(LONG), { autoplay: true, track: trackFacts(LONG, 0) });
    await settle();
    const buffer = browser.source(0).buffer;
    element.playTo(40);
    buffer.quotaFull = true;
    clock.tick();
    await settle();
    clock.tick();
    await settle();
    const appends = appendsOf(buffer.log);
    expect(appends.slice(-2)).toEqual(['append long 524288-786431', 'append long 786432-1048575']);
    expect(buffer.log).toContain(`remove 0.000-${(35 * 44_100).toFixed(3)}`);
  });
});
