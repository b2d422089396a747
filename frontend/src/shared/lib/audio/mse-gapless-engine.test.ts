import { MSE_AUDIO_TYPE } from './mse-media';
import { mp3Of, rendition, trackFacts } from './mse-fake-renditions';
import { mseHarness, settle } from './mse-test-harness';

// 30 s and 20 s at 44.1 kHz, ffmpeg's 1024 priming samples (padding 8 and 688).
const A = rendition('a', 1_323_000);
const B = rendition('b', 882_000);
const C = rendition('c', 441_000);

/** A playing from the start with B queued after it, everything fetched. */
async function playingAThenB() {
  const kit = mseHarness(A, B, C);
  kit.engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
  kit.engine.preload(mp3Of(B), trackFacts(B, 1));
  await settle();
  return kit;
}

describe('the Media Source engine: two tracks as one flow', () => {
  test('appends each rendition through its own window, end to end on one timeline', async () => {
    const { browser, engine, heard, network } = await playingAThenB();
    const source = browser.source(0);

    expect(engine.engineKind).toBe('mse');
    expect(browser.sources).toHaveLength(1);
    expect(source.buffer.type).toBe(MSE_AUDIO_TYPE);
    // Offsets and windows in samples at 44.1 kHz: B's first real sample lands on sample
    // 1,323,000, right after A's last; the 1024 priming samples of each fall before its window.
    expect(source.buffer.log).toEqual([
      'mode=segments',
      'abort',
      'timestampOffset=-1024.000',
      'appendWindowEnd=Infinity',
      'appendWindowStart=0.000',
      'appendWindowEnd=1323000.000',
      'append a 0-258599',
      'abort',
      'timestampOffset=1321976.000',
      'appendWindowEnd=Infinity',
      'appendWindowStart=1323000.000',
      'appendWindowEnd=2205000.000',
      'append b 0-172599',
    ]);
    expect(source.buffer.ranges).toEqual([{ start: 0, end: 50 }]);
    expect(source.log).toEqual(['endOfStream']);
    expect(network.requests).toEqual(['a bytes=0-262143', 'b bytes=0-262143']);
    expect(heard).toEqual([['duration', 30]]);
  });

  test('at the boundary it reports ended, and the next track continues without a seek', async () => {
    const { browser, clock, element, engine, heard } = await playingAThenB();
    element.playTo(12);
    clock.tick();
    element.playTo(30.25);
    clock.tick();
    expect(heard.slice(1)).toEqual([
      ['progress', 12],
      ['ended', undefined],
      ['progress', 0.25],
    ]);

    const before = element.log.length;
    engine.load(mp3Of(B), { autoplay: true, track: trackFacts(B, 1) });
    expect(browser.sources).toHaveLength(1);
    expect(element.log.slice(before)).toEqual(['play']); // no new source, no seek
    expect(engine.position()).toBe(0.25);
    expect(engine.duration()).toBe(20);
    expect(clock.running).toBe(true);

    element.playTo(44);
    clock.tick();
    element.reachEnd(50);
    expect(heard.slice(4)).toEqual([
      ['duration', 20],
      ['progress', 14],
      ['ended', undefined],
    ]);
    expect(clock.running).toBe(false);
  });

  test('seeks stay in the current track: before the boundary in A, after it in B', async () => {
    const { clock, element, engine, heard } = await playingAThenB();
    engine.seek(10);
    expect(element.currentTime).toBe(10);
    expect(engine.position()).toBe(10);

    engine.seek(45); // past A's end: A ends there and B goes on
    expect(element.currentTime).toBe(30);
    clock.tick();
    expect(heard).toContainEqual(['ended', undefined]);
    engine.load(mp3Of(B), { autoplay: true, track: trackFacts(B, 1) });

    engine.seek(5);
    expect(element.currentTime).toBe(35);
    expect(engine.position()).toBe(5);
    engine.seek(-2);
    expect(element.currentTime).toBe(30); // never back into A
  });

  test('skipping to the queued next track jumps to its boundary in the same stream', async () => {
    const { browser, element, engine, heard } = await playingAThenB();
    element.playTo(10);
    engine.load(mp3Of(B), { autoplay: true, track: trackFacts(B, 1) });
    expect(browser.sources).toHaveLength(1);
    expect(element.currentTime).toBe(30);
    expect(engine.position()).toBe(0);
    expect(heard).toContainEqual(['duration', 20]);
    expect(heard).not.toContainEqual(['ended', undefined]);
  });

  test('any other track starts a new stream and releases the old one', async () => {
    const { browser, engine, network } = await playingAThenB();
    engine.load(mp3Of(C), { autoplay: true, track: trackFacts(C, 5) });
    await settle();
    expect(browser.sources).toHaveLength(2);
    expect(browser.revoked).toEqual(['blob:source-1']);
    expect(browser.source(1).buffer.log).toContain('append c 0-86399');
    expect(network.requests.at(-1)).toBe('c bytes=0-262143');
  });

  test('a preload while nothing plays prepares the stream, and load starts it at once', async () => {
    const { browser, element, engine, heard } = mseHarness(A);
    engine.preload(mp3Of(A), trackFacts(A, 0));
    await settle();
    expect(browser.source(0).buffer.log).toContain('append a 0-258599');
    expect(element.log).not.toContain('play');
    expect(engine.position()).toBe(0);
    expect(heard).toEqual([]);

    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    expect(browser.sources).toHaveLength(1);
    expect(element.log.at(-1)).toBe('play');
    expect(heard).toEqual([['duration', 30]]);
  });

  test('pause, play, stop and volume reach the element; progress only while playing', async () => {
    const { clock, element, engine, heard } = await playingAThenB();
    element.playTo(8);
    engine.pause();
    expect(element.paused).toBe(true);
    expect(clock.running).toBe(false);
    clock.tick();
    engine.play();
    expect(element.paused).toBe(false);
    engine.stop();
    expect(element.currentTime).toBe(0);
    engine.setVolume(0.4);
    expect(element.volume).toBe(0.4);
    engine.setVolume(3); // the element would throw: the port never does
    expect(element.volume).toBe(1);
    expect(heard.slice(1)).toEqual([
      ['paused', undefined],
      ['paused', undefined],
    ]);
  });

  test('resumes at startAt without autoplay: the seek waits for the header', async () => {
    const long = rendition('long', 13_230_000);
    const { element, engine } = mseHarness(long);
    engine.load(mp3Of(long), { startAt: 73, autoplay: false, track: trackFacts(long, 0) });
    expect(engine.position()).toBe(73);
    await settle();
    expect(element.currentTime).toBe(73);
    expect(element.log).not.toContain('play');
    expect(engine.position()).toBe(73);
  });

  test('a stall is reported with the position, the element sampled on every tick', async () => {
    const { clock, element, heard } = await playingAThenB();
    element.playTo(5);
    clock.tick();
    clock.stall();
    expect(heard.at(-1)).toEqual(['stalled', 5]);
    expect(clock.samples.at(-1)).toMatchObject({ shouldPlay: true, currentTime: 5 });
  });

  test('with loop on, nothing is appended after the track and it starts over at its end', async () => {
    const { browser, element, engine, heard, network } = await playingAThenB();
    const source = browser.source(0);
    engine.setLoop(true);
    await settle();
    expect(source.buffer.log.at(-1)).toBe('remove 1323000.000-2205000.000');
    expect(source.buffer.ranges).toEqual([{ start: 0, end: 30 }]);

    element.playTo(29.99); // within a frame of the end: a loop waits for the very end
    expect(heard).not.toContainEqual(['ended', undefined]);
    element.reachEnd(30);
    expect(heard.at(-1)).toEqual(['ended', undefined]);
    expect(element.currentTime).toBe(0);
    expect(element.log.at(-1)).toBe('play');

    engine.setLoop(false);
    await settle();
    expect(network.requests.at(-1)).toBe('b bytes=0-262143');
    expect(source.buffer.ranges).toEqual([{ start: 0, end: 50 }]);
  });

  test('autoplay refused by the browser is a play error; a pause before it started is not', async () => {
    const { element, engine, heard } = mseHarness(A);
    element.refusePlay = new DOMException('not allowed', 'NotAllowedError');
    engine.load(mp3Of(A), { autoplay: true, track: trackFacts(A, 0) });
    await settle();
    expect(heard.at(-1)).toEqual(['playError', element.refusePlay]);

    element.refusePlay = new DOMException('interrupted', 'AbortError');
    engine.play();
    await settle();
    expect(heard.filter(([event]) => event === 'playError')).toHaveLength(1);
  });
});
