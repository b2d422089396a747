/**
 * Track-change gap in real Chromium: how long after one track ends the next one starts, with the
 * next track preloaded as the player does it, on the Howler path (tracks outside albums, and every
 * track where the browser has no Media Source; album tracks are gapless: bench-gapless). Starts the app as the e2e suite does (its own
 * migrated and seeded database, the built SPA, real audio; scripts/lib/e2e-env.mjs), signs in as
 * the demo listener through /login, plays the first track of an album, and then, N times over,
 * waits until the next track is buffered, clicks the seek bar a few seconds before the end and
 * lets the track end by itself: each measurement is a natural end → next, never a click on Next.
 * The album's playlist wraps around, so the runs walk through its track pairs in order.
 *
 * Every `<audio>` element the page creates is instrumented before the app loads
 * (lib/audio-marks.mjs); the gaps are measured in the page, from the `ended` of the previous
 * track's element to: the page calling the next element's `play()` (the app's share), its first
 * `playing`, its first `timeupdate` past its start position (Chromium fires those every ~250 ms,
 * so this one is coarse) and the first moment its `currentTime` advanced (polled every ~4 ms:
 * sound going out, as far as headless Chromium's audio output tells).
 *
 * Then the same with the next track's audio prefetch blocked (any media request but the current
 * track's is aborted, so the player fetches the next one only when it starts; the signed address
 * is still resolved ahead): what the preload saves. `--no-baseline` skips that.
 *
 * Target (the issue): the next track starts within 150 ms of the previous one ending: p95 of
 * ended → playing. Exits 0 whatever the numbers (PASS or MISS); 1 on errors only.
 * Needs the built backend and SPA (`make build`), PostgreSQL and Redis (found or started by
 * scripts/ensure-services.sh) and Debian's Chromium at /usr/bin/chromium.
 *
 *   make bench-track-change          (= npm run bench:track-change)
 *   node scripts/bench/track-change.mjs --runs 10 --no-baseline
 *   node scripts/bench/track-change.mjs --listen 40   (let each track play 40 s more before the seek)
 *   node scripts/bench/track-change.mjs --runs 2 --marks    (every element event around each change)
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { startE2eServer } from '../lib/e2e-env.mjs';
import { instrumentAudio, transitionGaps } from './lib/audio-marks.mjs';
import { hideMediaSource } from './lib/audio-tap.mjs';
import { serviceUrls } from './lib/bulk-catalogue.mjs';
import { formatMs, summarize } from './lib/stats.mjs';
import { signInAsListener } from './lib/listener-session.mjs';

const TARGET_MS = 150;
const ALBUM_PATH = '/artist/neon-harbor/album/afterglow-boulevard';
const FIRST_TRACK = 'Harbour Lights';
/**
 * Seek to this long before the end; the rest plays out by itself. The buffered next track so waits
 * at least this long, paused, before it starts (`--listen` adds more).
 */
const LEAD_SECONDS = 3;
/** How long the next track may take to buffer before we seek anyway (and say so). */
const BUFFER_WAIT_MS = 20_000;
/** HTMLMediaElement.HAVE_ENOUGH_DATA: what a track that played a while leaves the next one at. */
const HAVE_ENOUGH_DATA = 4;
const CHROMIUM = '/usr/bin/chromium';
// As frontend/playwright.config.ts: Debian's Chromium, nothing downloaded.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Each metric's key and name, and its column in the per-change table. */
const COLUMNS = {
  play: 'play()',
  playing: 'playing',
  timeupdate: 'timeupdate',
  advancing: 'advancing',
};
const TITLE_WIDTH = 44;
const METRICS = [
  ['play', 'ended → play()'],
  ['playing', 'ended → playing'],
  ['timeupdate', 'ended → timeupdate'],
  ['advancing', 'ended → advancing'],
];
const root = join(import.meta.dirname, '..', '..');
const isMedia = (src) => /^https?:/.test(src);

const options = readOptions();
let cleanup = () => Promise.resolve();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browser and the server …`);
    void cleanup().finally(() => process.exit(130));
  });
}

const env = { ...process.env, ...(await serviceUrls().catch(fail)) };
const server = await startE2eServer(root, env).catch(fail);
let browser = null;
cleanup = async () => {
  cleanup = () => Promise.resolve();
  await browser?.close().catch(() => undefined);
  await server.stop();
};
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    // Chromium's profile and caches inside the project, as `make test` keeps them.
    env: {
      ...process.env,
      XDG_CONFIG_HOME: join(root, 'frontend/.cache/xdg-config'),
      XDG_CACHE_HOME: join(root, 'frontend/.cache/xdg-cache'),
    },
  });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(instrumentAudio);
  // Album tracks flow through the Media Source engine where the browser has it (docs/adr/0049),
  // one element for the whole album: there is no track change to time. Hidden, the player plays
  // every track as it plays tracks outside albums (Howler, an element each): what this measures.
  await context.addInitScript(hideMediaSource);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    console.error(`  page error: ${error.message}`);
  });
  await signInAsListener(page);

  const results = [];
  results.push(await measureMode(page, { label: 'preloaded (as shipped)', block: false }));
  if (options.baseline) {
    results.push(
      await measureMode(page, {
        label: 'without preload (next track’s audio prefetch blocked)',
        block: true,
      }),
    );
  }
  verdict(results);
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(`Load average at the end: ${load.join(' / ')} (1 / 5 / 15 min, 2 cores)`);
} catch (error) {
  console.error(`bench-track-change: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '10' },
      listen: { type: 'string', default: '0' },
      baseline: { type: 'boolean', default: true },
      marks: { type: 'boolean', default: false },
    },
    allowNegative: true,
    strict: true,
  });
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs > 0)) fail('--runs must be a whole number above 0');
  const listen = Number(values.listen);
  if (!(listen >= 0)) fail('--listen must be 0 or more seconds');
  for (const built of ['backend/dist/src/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) fail(`${built} is missing: build first (make build)`);
  }
  if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} is missing: bash scripts/install-chromium.sh`);
  return { runs, listen, baseline: values.baseline, marks: values.marks };
}

/** The album from its first track, then `runs` natural track changes in a row. */
async function measureMode(page, mode) {
  console.log(`\n${mode.label}: ${options.runs} track changes …`);
  const blocked = prefetchBlocker(page);
  const route = (intercepted) => blocked.route(intercepted);
  if (mode.block) await page.route('**/api/media/**', route);
  try {
    await page.goto(ALBUM_PATH);
    await page.getByRole('button', { name: `Play ${FIRST_TRACK}`, exact: true }).click();
    const player = page.getByRole('region', { name: 'Player' });
    const transitions = [];
    console.log(
      `   #  ${'track change'.padEnd(TITLE_WIDTH)} ${METRICS.map(([key]) => COLUMNS[key].padStart(10)).join(' ')}  next buffered`,
    );
    for (let run = 1; run <= options.runs; run++) {
      const transition = await trackChange(page, player, mode, () => blocked.count >= run);
      transitions.push(transition);
      console.log(`  ${String(run).padStart(2)}  ${describe(transition, mode)}`);
    }
    const summaries = Object.fromEntries(
      METRICS.map(([key]) => [
        key,
        summarize(transitions.map((t) => t.gaps[key]).filter((ms) => ms !== null)),
      ]),
    );
    for (const [key, name] of METRICS)
      console.log(`  ${name.padEnd(19)} ${formatSummary(summaries[key])}`);
    if (mode.block) console.log(`  ${blocked.count} prefetches blocked`);
    return { mode, transitions, summaries };
  } finally {
    if (mode.block) await page.unroute('**/api/media/**', route);
  }
}

/**
 * Blocks the next track's prefetch: lets the current track's audio through (the first other
 * address requested after a track ended, or the first at all; then every request for it, as seeks
 * make range requests) and aborts any other media request. Signed addresses are reused when a
 * track comes round again, so only the current one counts. The URL resolver's probe is a fetch,
 * not media: it goes through, so the signed address is still resolved ahead.
 */
function prefetchBlocker(page) {
  let current = null;
  let endedSeen = -1;
  let lastBlocked = null;
  const blocker = {
    /** Prefetches blocked, one per address in a row (the browser may ask twice). */
    count: 0,
    async route(route) {
      const request = route.request();
      const url = request.url();
      if (request.resourceType() !== 'media' || url === current) return route.continue();
      const ended = await page.evaluate(
        () => globalThis.__audioMarks.filter((mark) => mark.type === 'ended').length,
      );
      if (ended > endedSeen) {
        endedSeen = ended;
        current = url;
        return route.continue();
      }
      if (url !== lastBlocked) blocker.count++;
      lastBlocked = url;
      return route.abort('blockedbyclient');
    },
  };
  return blocker;
}

/**
 * One natural end → next: wait until the next track is buffered (or, without preload, until its
 * prefetch was blocked: `prefetchBlocked`), seek near the end, let it end.
 */
async function trackChange(page, player, mode, prefetchBlocked) {
  const current = await playingElement(page);
  const from = await nowPlayingTitle(page);
  const buffered = await waitUntil(
    async () =>
      mode.block
        ? prefetchBlocked()
        : (await nextReadyState(page, current.src)) >= HAVE_ENOUGH_DATA,
    BUFFER_WAIT_MS,
  );
  await sleep(options.listen * 1000);
  const readyState = await nextReadyState(page, current.src);
  const since = await page.evaluate(() => globalThis.__audioMarks.length);
  const remaining = await seekNearEnd(page, player, current);
  const deadline = Date.now() + (remaining + 20) * 1000;
  let gaps = null;
  for (;;) {
    const marks = await page.evaluate((from) => globalThis.__audioMarks.slice(from), since);
    gaps = transitionGaps(marks, current.src);
    const complete = gaps !== null && METRICS.every(([key]) => gaps[key] !== null);
    if (complete || Date.now() > deadline) break;
    await sleep(200);
  }
  if (options.marks) await printMarks(page, since);
  if (gaps?.playing == null)
    throw new Error(
      `"${from}" did not ${gaps === null ? 'end' : 'hand over to the next track'} within ${Math.round(remaining + 20)} s of the seek`,
    );
  return { from, to: await nowPlayingTitle(page), gaps, buffered, readyState, remaining };
}

/** The one element playing real audio (after its first few hundred ms). */
async function playingElement(page) {
  const handle = await page.waitForFunction(
    () => {
      const playing = globalThis
        .__audioState()
        .filter((e) => /^https?:/.test(e.src) && !e.paused && e.currentTime > 0.2);
      return playing.length === 1 ? playing[0] : null;
    },
    null,
    { polling: 100, timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** The best readyState among elements holding another address: the preloaded next track. */
async function nextReadyState(page, currentSrc) {
  const elements = await page.evaluate(() => globalThis.__audioState());
  return Math.max(
    0,
    ...elements.filter((e) => isMedia(e.src) && e.src !== currentSrc).map((e) => e.readyState),
  );
}

function nowPlayingTitle(page) {
  return page.evaluate(() => globalThis.navigator.mediaSession?.metadata?.title ?? '?');
}

/**
 * Clicks the seek bar LEAD_SECONDS before the end, as a listener would with the mouse (the keys
 * move 1 s, 10 s, or to the very end). Answers the seconds left to play.
 */
async function seekNearEnd(page, player, current) {
  const thumb = player.getByRole('slider', { name: 'Seek' });
  const max = Number(await thumb.getAttribute('aria-valuemax'));
  // Radix maps the pointer over the slider root's box; the thumb sits inside it.
  const box = await thumb.evaluate((element) => {
    const rect = element.closest('[dir][data-orientation]')?.getBoundingClientRect();
    return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  if (!box) throw new Error('The seek bar’s slider was not found');
  const target = Math.max(0, max - LEAD_SECONDS);
  await page.mouse.click(box.x + (box.width * target) / max, box.y + box.height / 2);
  const landed = await waitUntil(async () => {
    const position = await page.evaluate(
      (src) => globalThis.__audioState().find((e) => e.src === src)?.currentTime ?? 0,
      current.src,
    );
    return position >= target - 2;
  }, 5_000);
  if (!landed) throw new Error(`The seek to ${target} s of ${max} s did not take`);
  return Math.max(0, current.duration - target);
}

async function waitUntil(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return false;
}

function describe({ from, to, gaps, buffered, readyState }, mode) {
  const cells = METRICS.map(([key]) => formatMs(gaps[key]).padStart(10));
  const waited = mode.block
    ? `no (${buffered ? 'prefetch blocked' : 'no prefetch seen'})`
    : `${buffered ? 'yes' : 'NO'} (readyState ${readyState})`;
  return `${`${from} → ${to}`.padEnd(TITLE_WIDTH)} ${cells.join(' ')}  ${waited}`;
}

/** `--marks`: what every element did from 300 ms before the change to 600 ms after it. */
async function printMarks(page, since) {
  const marks = await page.evaluate((from) => globalThis.__audioMarks.slice(from), since);
  const ended = marks.find((mark) => mark.type === 'ended');
  if (ended === undefined) return;
  for (const mark of marks.filter((m) => m.t > ended.t - 300 && m.t < ended.t + 600)) {
    const at = `${(mark.t - ended.t).toFixed(1)} ms`.padStart(10);
    const time = mark.time === undefined ? '' : ` currentTime ${mark.time.toFixed(3)}`;
    console.log(
      `      ${at}  element ${mark.element} ${mark.type.padEnd(14)} …${mark.src.slice(-8)}${time}`,
    );
  }
}

function formatSummary(summary) {
  const cells = ['min', 'p50', 'p95', 'max'].map((key) => `${key} ${formatMs(summary[key])}`);
  return `${cells.join('  ')}  (${summary.count} measured)`;
}

function verdict(results) {
  const [preloaded, baseline] = results;
  if (baseline) {
    console.log('\nWhat the preload saves, p50 / p95:');
    for (const [key, name] of METRICS) {
      const [a, b] = [preloaded.summaries[key], baseline.summaries[key]];
      console.log(
        `  ${name.padEnd(19)} ${formatMs(a.p50)} / ${formatMs(a.p95)} with, ${formatMs(b.p50)} / ${formatMs(b.p95)} without`,
      );
    }
  }
  const { playing, advancing } = preloaded.summaries;
  const pass = playing.p95 <= TARGET_MS;
  const audible = advancing.p95 <= TARGET_MS ? 'within' : 'beyond';
  console.log(
    `\n${pass ? 'PASS' : 'MISS'}: the next track starts ${formatMs(playing.p95)} after the previous one ends (p95 of ${playing.count} natural track changes, ended → playing; target ≤ ${TARGET_MS} ms)`,
  );
  console.log(
    `      sound going out (first advance of currentTime): p95 ${formatMs(advancing.p95)}, ${audible} the target`,
  );
}

function fail(error) {
  console.error(`bench-track-change: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
