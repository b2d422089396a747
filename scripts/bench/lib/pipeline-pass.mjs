/**
 * One master through the media pipeline's processing, as the worker runs it minus the database
 * and the storage (docs/adr/0042): probe, tags, the one ffmpeg pass (AAC + MP3 stream renditions,
 * the preview in both formats, FLAC, EBU R128, PCM for the waveform), the peaks and the loudness.
 * Run by scripts/bench/pipeline.mjs as its own process, pinned to one core, so /usr/bin/time
 * counts its CPU and ffmpeg's together. Prints one JSON line.
 *
 *   node scripts/bench/lib/pipeline-pass.mjs <ffmpeg> <ffprobe> <master.wav> <out-folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'backend',
  'dist',
  'src',
  'modules',
  'publishing',
);
const { masterPassArgs } = await import(join(dist, 'pipeline', 'ffmpeg-args.js'));
const { probeMaster } = await import(join(dist, 'pipeline', 'probe-master.js'));
const { readTags } = await import(join(dist, 'pipeline', 'read-tags.js'));
const { runTool } = await import(join(dist, 'pipeline', 'tool-run.js'));
const { cleanTags } = await import(join(dist, 'domain', 'file-tags.js'));
const { parseEbur128Summary, trackLoudness } = await import(join(dist, 'domain', 'loudness.js'));
const { planMaster } = await import(join(dist, 'domain', 'master-plan.js'));
const { previewWindow } = await import(join(dist, 'domain', 'preview-window.js'));
const { PeakMeter } = await import(join(dist, 'domain', 'waveform-peaks.js'));

const [ffmpeg, ffprobe, input, folder] = process.argv.slice(2);
mkdirSync(folder, { recursive: true });
const started = performance.now();
const probe = await probeMaster(ffprobe, input, 60_000);
const plan = planMaster(probe, 90);
if (plan.kind !== 'plan') throw new Error(`refused: ${JSON.stringify(plan.failure)}`);
const tags = cleanTags(await readTags(input, probe.hasCover, 30_000));
const probedMs = performance.now() - started;
const preview = previewWindow(plan.durationS, null);
const meter = new PeakMeter(
  plan.shape.channels,
  Math.round(plan.durationS * plan.shape.sampleRate),
);
let progressEvents = 0;
const { stderr } = await runTool({
  path: ffmpeg,
  args: masterPassArgs({
    files: {
      input,
      streamAac: join(folder, 'stream.m4a'),
      streamMp3: join(folder, 'stream.mp3'),
      previewAac: join(folder, 'preview.m4a'),
      previewMp3: join(folder, 'preview.mp3'),
      flac: plan.shape.lossless ? join(folder, 'master.flac') : null,
    },
    master: probe.audio,
    shape: plan.shape,
    preview,
    maxSeconds: 90 * 60 + 1,
  }),
  noProgressMs: 120_000,
  onProgress: () => {
    progressEvents += 1;
  },
  onStdout: (chunk) => {
    meter.push(chunk);
  },
});
const loudness = trackLoudness(parseEbur128Summary(stderr));
const peaks = meter.peaks();
writeFileSync(
  join(folder, 'peaks.json'),
  JSON.stringify({ version: 1, count: peaks.length, peaks }),
);
console.log(
  JSON.stringify({
    samples: meter.frames,
    durationS: meter.frames / plan.shape.sampleRate,
    loudness,
    peaks: peaks.length,
    tags: Object.keys(tags).length,
    progressEvents,
    probedMs: Math.round(probedMs),
    wallMs: Math.round(performance.now() - started),
  }),
);
