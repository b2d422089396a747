import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'vite';

// The Media Source engine in real Chromium (docs/adr/0049), before the player is wired to it: a
// sine cut into two tracks at an odd sample, each encoded alone as the pipeline encodes AAC, then
// played by the engine through one <audio> element while the page records what it outputs. The
// join must add and lose nothing: every sample once, no silence where the tracks meet.

const RATE = 44_100;
/** 2.5 s and 1.5 s; A's length is no multiple of 1024, so its last frame carries 255 padding. */
const A_SAMPLES = 110_337;
const B_SAMPLES = 66_150;
const padding = (samples: number) => Math.ceil((1024 + samples) / 1024) * 1024 - 1024 - samples;

/**
 * backend `ffmpeg-args.ts`'s AAC rendition, plus full 1024-sample durations on every packet:
 * ffmpeg writes the last packet's duration without its padding, and Chromium then cannot trim
 * that frame at appendWindowEnd (it decodes and plays the padding: 255 samples of silence here).
 */
const AAC_ARGS = [
  ...['-c:a', 'aac', '-b:a', '256k', '-bsf:a', 'setts=duration=1024'],
  ...['-movflags', '+empty_moov+default_base_moof', '-frag_duration', '4000000', '-f', 'mp4'],
];

const audioDir = fileURLToPath(new URL('../src/shared/lib/audio/', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'encore-mse-'));

/** One track of a 440 Hz sine that runs on across the cut, as a fragmented-MP4 AAC file. */
function encodeTrack(name: string, firstSample: number, samples: number): Buffer {
  const pcm = new Float32Array(samples).map(
    (_, index) => 0.5 * Math.sin((2 * Math.PI * 440 * (firstSample + index)) / RATE),
  );
  const raw = join(workDir, `${name}.raw`);
  const encoded = join(workDir, `${name}.m4a`);
  writeFileSync(raw, Buffer.from(pcm.buffer));
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', raw],
    ...AAC_ARGS,
    encoded,
  ]);
  return readFileSync(encoded);
}

/** The engine and the main-thread clock as one script for the page (the app does not ship it yet). */
async function engineScript(): Promise<string> {
  const entry = join(workDir, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export { createMseGaplessEngine } from '${audioDir}mse-gapless-engine.ts';`,
      `export { createMainThreadAudioClock } from '${audioDir}audio-clock.ts';`,
      `export { realBrowser } from '${audioDir}mse-media.ts';`,
    ].join('\n'),
  );
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: workDir,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'EncoreGapless', fileName: 'gapless' },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (result === undefined || !('output' in result)) throw new Error('no bundle');
  return result.output[0].code;
}

// The engine arrives as an injected script, and the tap as a worklet from a blob: past the CSP.
test.use({ bypassCSP: true });

test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test('two tracks play through the Media Source engine as one, to the sample', async ({ page }) => {
  test.setTimeout(90_000);
  const files: Record<string, Buffer> = {
    'a.m4a': encodeTrack('a', 0, A_SAMPLES),
    'b.m4a': encodeTrack('b', A_SAMPLES, B_SAMPLES),
  };
  // The renditions by byte range, as /api/media/stream serves them.
  await page.route('**/e2e-gapless/*.m4a', async (route) => {
    const body = files[new URL(route.request().url()).pathname.split('/').pop() ?? ''];
    if (body === undefined) return route.fulfill({ status: 404 });
    const range = /bytes=(\d+)-(\d+)/.exec((await route.request().headerValue('range')) ?? '');
    if (range === null) return route.fulfill({ status: 200, body, contentType: 'audio/mp4' });
    const start = Number(range[1]);
    const end = Math.min(Number(range[2]), body.length - 1);
    return route.fulfill({
      status: 206,
      body: body.subarray(start, end + 1),
      headers: {
        'content-type': 'audio/mp4',
        'content-range': `bytes ${start}-${end}/${body.length}`,
      },
    });
  });

  await page.goto('/login');
  await page.addScriptTag({ content: await engineScript() });
  await page.mouse.click(2, 2); // a user gesture: the page may start sound

  const facts = (name: string, index: number, samples: number) => ({
    gapless: {
      url: `/e2e-gapless/${name}.m4a`,
      sampleRate: RATE,
      primingSamples: 1024,
      paddingSamples: padding(samples),
      samples,
    },
    album: { albumId: 'e2e', index },
  });
  const report = await page.evaluate(
    async ({ a, b, rate }) => {
      interface Gapless {
        createMseGaplessEngine: (options: object) => {
          load: (url: string, options: object) => void;
          preload: (url: string, track: object) => void;
          play: () => void;
          on: (event: string, listener: () => void) => void;
          destroy: () => void;
        };
        createMainThreadAudioClock: () => object;
        realBrowser: () => { createElement: () => unknown; createMediaSource: () => unknown };
      }
      const gapless = (window as unknown as { EncoreGapless: Gapless }).EncoreGapless;
      const real = gapless.realBrowser();
      let element: HTMLAudioElement | null = null;
      let mediaSources = 0;
      const engine = gapless.createMseGaplessEngine({
        clock: gapless.createMainThreadAudioClock(),
        browser: {
          ...real,
          createElement: () => (element = real.createElement() as HTMLAudioElement),
          createMediaSource: () => {
            mediaSources += 1;
            return real.createMediaSource();
          },
        },
      });
      const audio = element as HTMLAudioElement | null;
      if (audio === null) throw new Error('the engine made no <audio> element');
      let ended = 0;
      const bothEnded = new Promise<void>((resolve) => {
        engine.on('ended', () => {
          ended += 1;
          // The player's answer to the first end: load the next track, which flows on.
          if (ended === 1) engine.load('/b.mp3', { autoplay: true, track: b });
          else resolve();
        });
      });
      engine.load('/a.mp3', { autoplay: false, track: a });
      engine.preload('/b.mp3', b);
      const whole = (a.gapless.samples + b.gapless.samples) / rate;
      while (
        audio.buffered.length === 0 ||
        audio.buffered.end(audio.buffered.length - 1) < whole - 0.001
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const buffered = Array.from({ length: audio.buffered.length }, (_, index) => [
        audio.buffered.start(index) * rate,
        audio.buffered.end(index) * rate,
      ]);

      // What the element outputs, sample by sample, from an AudioWorklet tap.
      const context = new AudioContext({ sampleRate: rate });
      const processor = `registerProcessor('tap', class extends AudioWorkletProcessor {
        process(inputs) {
          const channel = inputs[0] && inputs[0][0];
          if (channel) this.port.postMessage(channel.slice());
          return true;
        }
      });`;
      await context.audioWorklet.addModule(
        URL.createObjectURL(new Blob([processor], { type: 'text/javascript' })),
      );
      const tap = new AudioWorkletNode(context, 'tap');
      const blocks: Float32Array[] = [];
      tap.port.onmessage = (event: MessageEvent<Float32Array>) => blocks.push(event.data);
      context.createMediaElementSource(audio).connect(tap);
      tap.connect(context.destination);
      await context.resume();
      engine.play();
      await Promise.race([bothEnded, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await context.close();
      engine.destroy();

      const output = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
      blocks.reduce((offset, block) => (output.set(block, offset), offset + block.length), 0);
      const audible = (value: number) => Math.abs(value) > 0.01;
      const first = output.findIndex(audible);
      let last = output.length - 1;
      while (last > first && !audible(output[last] ?? 0)) last -= 1;
      // Silence inside the sine: it crosses zero in one sample, a gap lasts longer.
      let longestQuiet = 0;
      let quiet = 0;
      for (let index = first; index <= last; index += 1) {
        quiet = Math.abs(output[index] ?? 0) < 0.02 ? quiet + 1 : 0;
        longestQuiet = Math.max(longestQuiet, quiet);
      }
      return { ended, mediaSources, buffered, played: last - first + 1, longestQuiet };
    },
    { a: facts('a', 0, A_SAMPLES), b: facts('b', 1, B_SAMPLES), rate: RATE },
  );

  expect(report.ended).toBe(2);
  expect(report.mediaSources).toBe(1); // the second track continued the first one's stream
  // One buffered range, ending on the last sample of B: the windows meet exactly.
  expect(report.buffered).toHaveLength(1);
  expect(report.buffered[0]?.[0]).toBeCloseTo(0, 0);
  expect(Math.abs((report.buffered[0]?.[1] ?? 0) - (A_SAMPLES + B_SAMPLES))).toBeLessThan(0.5);
  // Heard: every sample once (the first and last may sit under the threshold), no gap.
  expect(Math.abs(report.played - (A_SAMPLES + B_SAMPLES))).toBeLessThanOrEqual(2);
  expect(report.longestQuiet).toBeLessThanOrEqual(3);
});
