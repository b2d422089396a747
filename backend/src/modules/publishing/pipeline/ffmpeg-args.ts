import type { RenditionShape } from '../domain/master-plan.js';
import type { PreviewWindow } from '../domain/preview-window.js';

/**
 * ffmpeg's arguments for the pipeline (docs/adr/0042), built here and nowhere else. Nothing from
 * a file's tags or the artist's input ever reaches them: only numbers and our own file names.
 */

/** One core per job (MEDIA_PROCESSING_CONCURRENCY counts cores), and progress on fd 3. */
const COMMON = [
  '-hide_banner',
  '-nostdin',
  '-nostats',
  '-loglevel',
  'info',
  '-y',
  '-threads',
  '1',
  '-filter_complex_threads',
  '1',
  '-progress',
  'pipe:3',
];
/** Renditions carry no tags or chapters of the master (downloads write their own tags). */
const NO_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1'];
/**
 * Fragmented MP4 (4-s fragments), for Media Source playback. No `delay_moov`: without it there is
 * no edit list, every browser sees the same timeline (priming included), and the priming and
 * padding live in our database for the player to trim (ADR 0042).
 */
const FRAGMENTED_MP4 = [
  '-movflags',
  '+empty_moov+default_base_moof',
  '-frag_duration',
  '4000000',
  '-f',
  'mp4',
];
/**
 * Every AAC packet a whole frame long (1,024 samples). The encoder shortens the last one by the
 * padding, and Chromium's Media Source plays a frame in full unless the container says it runs
 * past `appendWindowEnd`: the padding would be heard as silence at every boundary (docs/adr/0048,
 * 0049). The player trims it by the stored facts instead. `setts` needs ffmpeg ≥ 4.4.
 */
const FULL_FRAMES = ['-bsf:a', 'setts=duration=1024'];
/**
 * How an AAC rendition is packed for the gapless player, whatever its encoder settings: the
 * demo catalogue encodes its own (a faster coder, a lower rate) but must pack them the same way.
 */
export const aacPackagingArgs = (fullFrames: boolean): string[] => [
  ...(fullFrames ? FULL_FRAMES : []),
  ...FRAGMENTED_MP4,
];
/** AAC-LC 256 kb/s. */
const aac = (fullFrames: boolean): string[] => [
  ...['-c:a', 'aac', '-b:a', '256k'],
  ...aacPackagingArgs(fullFrames),
];
/**
 * MP3 320 kb/s CBR without an ID3 tag (downloads prepend their own), written to a file so LAME's
 * Xing/LAME header (delay, padding, length) is filled in at the end. LAME's quality 5 instead of
 * 3: no audible difference at 320 kb/s, a third less CPU (docs/performance.md).
 */
const MP3 = [
  '-c:a',
  'libmp3lame',
  '-b:a',
  '320k',
  '-compression_level',
  '5',
  '-id3v2_version',
  '0',
  '-write_xing',
  '1',
  '-f',
  'mp3',
];
/**
 * FLAC at its default compression: the owners' lossless download, at the master's rate and depth
 * — 16 bits from a 16-bit master (the graph's shared sample format would otherwise widen it),
 * else 24 (what ffmpeg 5.1's encoder writes from 32-bit samples).
 */
const flac = (masterBitDepth: number | null): string[] => [
  '-c:a',
  'flac',
  '-sample_fmt',
  masterBitDepth !== null && masterBitDepth <= 16 ? 's16' : 's32',
  '-f',
  'flac',
];

const seconds = (value: number): string => value.toFixed(3);

/**
 * Every output's rate and channels, spelled out: the graph's format negotiation is the build's
 * business otherwise (the 2018 npm build, given `-t` on the input, settles every branch of this
 * graph — the FLAC too — on 48 kHz for a 44.1 kHz master).
 */
const shapeOf = (shape: { sampleRate: number; channels: number }): string[] => [
  '-ar',
  String(shape.sampleRate),
  '-ac',
  String(shape.channels),
];

/** Resampling and mix-down to the renditions' shape, when the master differs from it. */
function shapeFilters(
  shape: RenditionShape,
  master: { sampleRate: number; channels: number },
): string[] {
  const filters: string[] = [];
  if (master.sampleRate !== shape.sampleRate) filters.push(`aresample=${shape.sampleRate}`);
  if (master.channels > shape.channels) {
    filters.push(`aformat=channel_layouts=${shape.channels === 1 ? 'mono' : 'stereo'}`);
  }
  return filters;
}

/** The preview branch: the window cut out, timestamps from 0, fades where the cut is in the music. */
function previewChain(window: PreviewWindow): string {
  const filters = [
    `atrim=start=${seconds(window.startS)}:duration=${seconds(window.durationS)}`,
    'asetpts=PTS-STARTPTS',
  ];
  if (window.fadeInS > 0) filters.push(`afade=t=in:st=0:d=${seconds(window.fadeInS)}`);
  if (window.fadeOutS > 0) {
    const start = Math.max(0, window.durationS - window.fadeOutS);
    filters.push(`afade=t=out:st=${seconds(start)}:d=${seconds(window.fadeOutS)}`);
  }
  return filters.join(',');
}

export interface MasterPassFiles {
  input: string;
  streamAac: string;
  streamMp3: string;
  previewAac: string;
  previewMp3: string;
  /** Lossless masters only. */
  flac: string | null;
}

/**
 * The one pass over a master (research: pipeline.mjs): decoded once, split in the filter graph
 * into the FLAC (untouched: the master's own rate and depth), and — shaped to the renditions'
 * rate and channels — the two stream renditions, the preview (cut, faded, in both formats) and
 * the analysis branch: EBU R128 with true peak (summary on stderr), and 16-bit PCM on stdout
 * for the waveform peaks and the exact sample count. `maxSeconds` bounds the decoding whatever
 * the header claims.
 */
export function masterPassArgs(input: {
  files: MasterPassFiles;
  master: { sampleRate: number; channels: number; bitDepth: number | null };
  shape: RenditionShape;
  preview: PreviewWindow;
  maxSeconds: number;
  /** Whole-frame AAC packets (MediaTools.fullAacFrames: the ffmpeg has `setts`). */
  fullAacFrames?: boolean;
}): string[] {
  const AAC_OUT = aac(input.fullAacFrames ?? false);
  const { files, master, shape, preview } = input;
  const shaped = shapeFilters(shape, master);
  const graph: string[] = [];
  let source = '[0:a]';
  if (files.flac !== null) {
    graph.push('[0:a]asplit=2[flac][rest]');
    source = '[rest]';
  }
  graph.push(`${source}${[...shaped, 'asplit=4'].join(',')}[s1][s2][pv][an]`);
  graph.push(`[pv]${previewChain(preview)},asplit=2[p1][p2]`);
  // Loudness on a branch of its own, ending in a null sink: the PCM tap stays exactly what the
  // encoders are fed (the 2018 npm build's ebur128 hands on 48 kHz from a 44.1 kHz input).
  graph.push('[an]asplit=2[loud][tap]');
  graph.push('[loud]ebur128=peak=true,anullsink');
  graph.push('[tap]aformat=sample_fmts=s16[pcm]');
  return [
    ...COMMON,
    '-t',
    seconds(input.maxSeconds),
    '-i',
    files.input,
    '-filter_complex',
    graph.join(';'),
    ...['-map', '[s1]', ...NO_METADATA, ...shapeOf(shape), ...AAC_OUT, files.streamAac],
    ...['-map', '[s2]', ...NO_METADATA, ...shapeOf(shape), ...MP3, files.streamMp3],
    ...['-map', '[p1]', ...NO_METADATA, ...shapeOf(shape), ...AAC_OUT, files.previewAac],
    ...['-map', '[p2]', ...NO_METADATA, ...shapeOf(shape), ...MP3, files.previewMp3],
    ...(files.flac === null
      ? []
      : [
          '-map',
          '[flac]',
          ...NO_METADATA,
          ...shapeOf(master),
          ...flac(master.bitDepth),
          files.flac,
        ]),
    ...['-map', '[pcm]', ...shapeOf(shape), '-f', 's16le', 'pipe:1'],
  ];
}

/**
 * Only the preview, cut again from the master with the same chain as the master pass, so a
 * re-cut preview is exactly what processing would have made; decoding stops after the window.
 */
export function previewPassArgs(input: {
  files: { input: string; previewAac: string; previewMp3: string };
  master: { sampleRate: number; channels: number };
  shape: RenditionShape;
  preview: PreviewWindow;
  fullAacFrames?: boolean;
}): string[] {
  const AAC_OUT = aac(input.fullAacFrames ?? false);
  const { files, master, shape, preview } = input;
  const chain = [...shapeFilters(shape, master), previewChain(preview), 'asplit=2'].join(',');
  return [
    ...COMMON,
    '-t',
    seconds(preview.startS + preview.durationS + 1),
    '-i',
    files.input,
    '-filter_complex',
    `[0:a]${chain}[p1][p2]`,
    ...['-map', '[p1]', ...NO_METADATA, ...shapeOf(shape), ...AAC_OUT, files.previewAac],
    ...['-map', '[p2]', ...NO_METADATA, ...shapeOf(shape), ...MP3, files.previewMp3],
  ];
}
