/**
 * Gapless playback through the real player in Chromium (issue 26, docs/adr/0049): what the page
 * outputs at each boundary of the demo's continuous album, "Unbroken Weather" by Hollow Pines (five
 * pieces cut from one signal — a drone and a slow pulse that never stop — at lengths that are no
 * whole number of AAC frames). Starts the app as the e2e suite does (scripts/lib/e2e-env.mjs),
 * signs in as the demo listener and plays the album from its page, then for each of the first
 * `--boundaries` boundaries: seeks with the keyboard to a few seconds before the piece's end, and
 * records what the page outputs from 1.5 s before the boundary to 1.5 s after it.
 *
 * The recording: every `<audio>` element the page makes (Howler's and the Media Source engine's)
 * is routed, before the app loads, through one AudioContext and an AudioWorklet tap that keeps
 * the samples while recording is on. At each boundary it locates the recording in the signal the
 * demo seed renders (same seed, same samples) before and after the boundary: the difference of the
 * two lags is what the boundary inserted or dropped, in samples. Beside it, the largest step
 * between consecutive samples against the signal's own (a click) and the longest near-silent run.
 *
 * Runs twice: as shipped (the Media Source engine where Chromium has it) and with Media Source
 * hidden from the page, so the player falls back to Howler (one element per track), as browsers
 * without it play. Target: 0 ms of inserted silence (≤ 1 sample) and no step above the signal's
 * own; Howler's path is expected to insert tens of milliseconds.
 *
 *   make bench-gapless                       (= node scripts/bench/gapless.mjs)
 *   node scripts/bench/gapless.mjs --boundaries 4 --no-howler
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { DEMO_ARTISTS } from '../../tools/demo-catalogue/dist/demo/index.js';
import {
  continuousCuts,
  renderContinuousPcm,
} from '../../tools/demo-catalogue/dist/media/index.js';
import { startE2eServer } from '../lib/e2e-env.mjs';
import { hideMediaSource, installTap } from './lib/audio-tap.mjs';
import { boundaryShift } from './lib/signal-alignment.mjs';
import { serviceUrls } from './lib/bulk-catalogue.mjs';
import { signInAsListener } from './lib/listener-session.mjs';

const ALBUM_PATH = '/artist/hollow-pines/album/unbroken-weather';
const TITLES = [
  'Pressure Falling',
  'Front Arriving',
  'The Long Rain',
  'Eye of It',
  'After, Still Humming',
];
/** The demo audio's rate (tools/demo-catalogue dsp.ts): the tap records at it, sample for sample. */
const RATE = 32_000;
/** The seek bar's arrow keys step 5 s; the seek lands within one step of this before the end. */
const LEAD_SECONDS = 8;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--autoplay-policy=no-user-gesture-required',
];
const root = join(import.meta.dirname, '..', '..');

const options = readOptions();
const reference = referenceSignal();
const env = { ...process.env, ...(await serviceUrls().catch(fail)) };
const server = await startE2eServer(root, env).catch(fail);
let browser = null;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    env: {
      ...process.env,
      XDG_CONFIG_HOME: join(root, 'frontend/.cache/xdg-config'),
      XDG_CACHE_HOME: join(root, 'frontend/.cache/xdg-cache'),
    },
  });
  const modes = [{ label: 'as shipped', hideMse: false }];
  if (options.howler) modes.push({ label: 'Howler (Media Source hidden)', hideMse: true });
  const results = [];
  for (const mode of modes) results.push(await measure(mode));
  report(results);
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
} catch (error) {
  console.error(`bench-gapless: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await server.stop();
}

async function measure(mode) {
  console.log(`\n${mode.label}: ${options.boundaries} boundaries …`);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
    // The tap's worklet comes from a blob: the app's CSP (rightly) allows no such script.
    bypassCSP: true,
  });
  await context.addInitScript(installTap, RATE);
  if (mode.hideMse) await context.addInitScript(hideMediaSource);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await signInAsListener(page);
  await page.goto(ALBUM_PATH);
  await page.getByRole('button', { name: 'Play all' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  const seek = player.getByRole('slider', { name: 'Seek' });
  const playing = (title) =>
    player.getByText(title, { exact: true }).first().waitFor({ timeout: 30_000 });
  await playing(TITLES[0]);
  await page.waitForFunction(
    () => globalThis.document.documentElement.dataset.audioEngine !== undefined,
  );
  const engine = await page.evaluate(() => globalThis.document.documentElement.dataset.audioEngine);
  const boundaries = [];
  for (let index = 0; index < options.boundaries; index++) {
    const result = await boundary(page, player, seek, index).catch((error) => {
      console.log(`  ${TITLES[index]} → ${TITLES[index + 1]}: not measured (${error.message})`);
      return null;
    });
    if (result === null) break;
    boundaries.push(result);
  }
  await context.close();
  return { ...mode, engine, boundaries };
}

/** One boundary: seek before it, record across it, analyse. */
async function boundary(page, player, seek, index) {
  const playing = (title) =>
    player.getByText(title, { exact: true }).first().waitFor({ timeout: 30_000 });
  {
    await seekBeforeEnd(page, seek, LEAD_SECONDS);
    const max = Number(await seek.getAttribute('aria-valuemax'));
    // Recording starts 1.5 s before the boundary and stops 1.5 s after the next title shows.
    const deadline = Date.now() + 20_000;
    while (Number(await seek.getAttribute('aria-valuenow')) < max - 2.5) {
      if (Date.now() > deadline) throw new Error(`${TITLES[index]} did not reach its end`);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => globalThis.__gaplessBench.record(true));
    await playing(TITLES[index + 1]);
    await page.waitForTimeout(1500);
    await page.evaluate(() => globalThis.__gaplessBench.record(false));
    const samples = await page.evaluate(() => {
      const blocks = globalThis.__gaplessBench.blocks;
      const all = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
      blocks.reduce((offset, block) => (all.set(block, offset), offset + block.length), 0);
      return Array.from(all);
    });
    if (samples.length < RATE) {
      throw new Error(`only ${samples.length} samples recorded: the tap heard nothing`);
    }
    const result = {
      ...analyse(samples),
      shift: boundaryShift(
        Float32Array.from(samples),
        reference.pcm,
        reference.boundaries[index],
        RATE,
        2.5,
      ),
    };
    const shift =
      result.shift === null
        ? 'not aligned with the signal'
        : `${result.shift.inserted} samples inserted (${((result.shift.inserted / RATE) * 1000).toFixed(2)} ms; match ${result.shift.correlation.toFixed(3)})`;
    console.log(
      `  ${TITLES[index]} → ${TITLES[index + 1]}: ${shift}; quiet run ${result.quietSamples} samples (the signal's own ${result.ownQuietSamples}), largest step ${result.largestStep.toFixed(4)} (the signal's own ${result.ownStep.toFixed(4)}), ${(samples.length / RATE).toFixed(1)} s recorded`,
    );
    return result;
  }
}

async function seekBeforeEnd(page, seek, lead) {
  const at = Number(await seek.getAttribute('aria-valuenow'));
  const max = Number(await seek.getAttribute('aria-valuemax'));
  const presses = Math.max(0, Math.floor((max - lead - at) / 5));
  await seek.focus();
  for (let press = 0; press < presses; press++) await seek.press('ArrowRight');
  await page.waitForTimeout(300);
}

/**
 * The window's first second plays before the boundary: the signal's own quietest stretch and
 * largest step. The rest holds the boundary: its longest near-silent run and largest step. What a
 * boundary inserts is what the rest has beyond the signal's own.
 */
function analyse(samples) {
  const stats = (from, to) => {
    let longest = 0;
    let quiet = 0;
    let step = 0;
    for (let index = Math.max(from, 1); index < to; index++) {
      quiet = Math.abs(samples[index]) < 0.001 ? quiet + 1 : 0;
      longest = Math.max(longest, quiet);
      step = Math.max(step, Math.abs(samples[index] - samples[index - 1]));
    }
    return { longest, step };
  };
  const own = stats(0, RATE);
  const boundary = stats(RATE, samples.length);
  const inserted = Math.max(0, boundary.longest - own.longest);
  return {
    silenceSamples: inserted,
    silenceMs: (inserted / RATE) * 1000,
    quietSamples: boundary.longest,
    ownQuietSamples: own.longest,
    largestStep: boundary.step,
    ownStep: own.step,
  };
}

function report(results) {
  console.log(
    '\nSummary (target on the gapless path: 0 ms inserted, ≤ 1 sample; no step above the signal’s own)',
  );
  for (const result of results) {
    if (result.boundaries.length === 0) {
      console.log(`  ${result.label}: no boundary measured`);
      continue;
    }
    const shifts = result.boundaries.map((b) => b.shift);
    const aligned = shifts.filter((shift) => shift !== null);
    const worst = Math.max(...aligned.map((shift) => Math.abs(shift.inserted)), 0);
    const stepRatio = Math.max(...result.boundaries.map((b) => b.largestStep / (b.ownStep || 1)));
    const met = aligned.length === shifts.length && worst <= 1 && stepRatio <= 1.5;
    const verdict = result.hideMse ? '' : met ? ' — PASS' : ' — MISS';
    console.log(
      `  ${result.label} (engine: ${result.engine}): worst |inserted| ${worst} samples (${((worst / RATE) * 1000).toFixed(2)} ms) over ${aligned.length} of ${shifts.length} aligned boundaries; largest step ${stepRatio.toFixed(2)}× the signal's own${verdict}`,
    );
  }
}

/** The continuous album as the demo seed renders it (the same seed: the same samples). */
function referenceSignal() {
  const album = DEMO_ARTISTS.flatMap((artist) => artist.albums).find(
    (candidate) => candidate.slug === 'unbroken-weather',
  );
  if (album === undefined) fail('the demo catalogue has no "Unbroken Weather"');
  const pieces = album.tracks.map((track) => ({
    key: track.key,
    durationS: track.durationS,
    withPreview: track.withPreview,
  }));
  const pcm = renderContinuousPcm({ key: album.slug, seed: album.seed, pieces });
  let sum = 0;
  const boundaries = continuousCuts(pieces.map((piece) => piece.durationS)).map(
    (length) => (sum += length),
  );
  return { pcm, boundaries };
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      boundaries: { type: 'string', default: '4' },
      howler: { type: 'boolean', default: true },
    },
    allowNegative: true,
    strict: true,
  });
  const boundaries = Number(values.boundaries);
  if (!(Number.isInteger(boundaries) && boundaries >= 1 && boundaries <= 4)) {
    fail('--boundaries must be 1 to 4 (the album has five pieces)');
  }
  for (const built of ['backend/dist/src/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) fail(`${built} is missing: build first (make build)`);
  }
  if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} is missing: bash scripts/install-chromium.sh`);
  return { boundaries, howler: values.howler };
}

function fail(message) {
  console.error(`bench-gapless: ${message}`);
  process.exit(1);
}
