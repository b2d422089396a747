import { fileTypeFromBuffer } from 'file-type';

/**
 * What a master is, judged from its first bytes — never from its name (docs/adr/0042): the tus
 * upload refuses anything else as soon as those bytes arrive, and the pipeline checks again
 * before any tool reads the file. A file is only what its bytes say it is.
 */

/** The containers Encore takes masters in; `m4a` holds ALAC (lossless) or AAC. */
export const MASTER_FORMATS = ['wav', 'aiff', 'flac', 'm4a', 'mp3', 'ogg', 'opus'] as const;
export type MasterFormat = (typeof MASTER_FORMATS)[number];

/** How many leading bytes the judgement needs (file-type's sample size); fewer when the file is shorter. */
export const SNIFF_BYTES = 4100;

/** What the refusals end with: what to upload instead. */
export const ACCEPTED_FORMATS_SENTENCE =
  'Upload WAV, AIFF, FLAC, ALAC (M4A), MP3 or Ogg (Vorbis or Opus).';

export type AudioFormatVerdict =
  | {
      kind: 'audio';
      format: MasterFormat;
      /** The file name extension a stored master gets (`masters/<track>/<upload>.<extension>`). */
      extension: MasterFormat;
      mime: string;
    }
  | {
      kind: 'refused';
      /** The reason, in words the artist understands ("This file is a PDF, not audio. Upload …"). */
      reason: string;
      /** What the bytes look like (file-type's extension), null when nothing was recognised. */
      detected: string | null;
    };

/** What file-type recognised (`fileTypeFromBuffer`'s answer). */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** file-type's extension → our format. `mp4`/`m4b` are the M4A container under other brands. */
const ACCEPTED: Readonly<Record<string, MasterFormat>> = {
  wav: 'wav',
  aif: 'aiff',
  flac: 'flac',
  m4a: 'm4a',
  mp4: 'm4a',
  m4b: 'm4a',
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'opus',
};

const MIME: Readonly<Record<MasterFormat, string>> = {
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg; codecs=opus',
};

/** Audio we recognise but do not take, by the name people know it by. */
const OTHER_AUDIO: Readonly<Record<string, string>> = {
  wv: 'WavPack',
  ape: "Monkey's Audio (APE)",
  mpc: 'Musepack',
  dsf: 'DSD (DSF)',
  dff: 'DSD (DFF)',
  caf: 'Core Audio (CAF)',
  aac: 'raw AAC (ADTS)',
  ac3: 'Dolby Digital (AC-3)',
  amr: 'AMR',
  asf: 'Windows Media',
  qcp: 'QCELP',
  spx: 'Speex',
  voc: 'Creative Voice (VOC)',
  mp1: 'MPEG Layer 1',
  mp2: 'MPEG Layer 2',
  m4p: 'copy-protected (DRM) iTunes',
  f4a: 'Flash audio',
  rm: 'RealAudio',
};

/** Whether a refusal's `detected` is audio Encore does not take (WavPack, APE…), not a non-audio file. */
export const isUntakenAudio = (detected: string | null): boolean =>
  detected !== null && OTHER_AUDIO[detected] !== undefined;

/** Files people upload by mistake, named as they would name them. */
const NOT_AUDIO: Readonly<Record<string, string>> = {
  pdf: 'a PDF',
  zip: 'a ZIP archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  'tar.gz': 'a gzip archive',
  tar: 'a TAR archive',
  jpg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  heic: 'a HEIC photo',
  avif: 'an AVIF image',
  tif: 'a TIFF image',
  bmp: 'a BMP image',
  psd: 'a Photoshop file',
  docx: 'a Word document',
  xlsx: 'an Excel spreadsheet',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  rtf: 'an RTF document',
  epub: 'an e-book (EPUB)',
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  dmg: 'a macOS disk image',
  iso: 'a disk image',
  mid: 'a MIDI file (notes, not recorded sound)',
  xm: 'a tracker module',
  it: 'a tracker module',
  s3m: 'a tracker module',
  mov: 'a QuickTime video',
  mkv: 'a Matroska video',
  webm: 'a WebM video',
  avi: 'an AVI video',
  m4v: 'an iTunes video',
  flv: 'a Flash video',
  mpg: 'an MPEG video',
  mts: 'an MPEG transport stream (video)',
  ogv: 'an Ogg video',
  '3gp': 'a 3GP video',
  xml: 'an XML document',
  sqlite: 'a database file',
};

/** "a PDF", "an image (ICO)", "a video (F4V)"…: what the bytes look like, for a sentence. */
function describe(detected: DetectedType): string {
  const named = NOT_AUDIO[detected.ext];
  if (named !== undefined) return named;
  const label = detected.ext.toUpperCase();
  if (detected.mime.startsWith('image/')) return `an image (${label})`;
  if (detected.mime.startsWith('video/')) return `a video (${label})`;
  if (detected.mime.startsWith('font/')) return `a font (${label})`;
  return `a ${label} file`;
}

/**
 * The verdict on what file-type recognised in a file's first bytes (`undefined`: nothing), for a
 * file of `size` bytes. Pure: the upload and the pipeline both decide by this one rule.
 */
export function judgeDetectedType(
  detected: DetectedType | undefined,
  size: number,
): AudioFormatVerdict {
  if (size === 0) {
    return {
      kind: 'refused',
      reason: `This file is empty. ${ACCEPTED_FORMATS_SENTENCE}`,
      detected: null,
    };
  }
  if (detected === undefined) {
    return {
      kind: 'refused',
      reason: `This file is not audio Encore recognises. ${ACCEPTED_FORMATS_SENTENCE}`,
      detected: null,
    };
  }
  const format = ACCEPTED[detected.ext];
  if (format !== undefined) {
    return { kind: 'audio', format, extension: format, mime: MIME[format] };
  }
  const otherAudio = OTHER_AUDIO[detected.ext];
  if (otherAudio !== undefined || detected.mime.startsWith('audio/')) {
    const name = otherAudio ?? detected.ext.toUpperCase();
    return {
      kind: 'refused',
      reason: `This file is ${name} audio, which Encore does not take. ${ACCEPTED_FORMATS_SENTENCE}`,
      detected: detected.ext,
    };
  }
  return {
    kind: 'refused',
    reason: `This file is ${describe(detected)}, not audio. ${ACCEPTED_FORMATS_SENTENCE}`,
    detected: detected.ext,
  };
}

/**
 * Sniffs a file's first bytes (`head`: its first SNIFF_BYTES, or the whole file when shorter;
 * `size`: the whole file's length, defaulting to the head's). file-type only reads the bytes
 * it is given: nothing here touches a disk or the network.
 */
export async function sniffAudioFormat(
  head: Uint8Array,
  size: number = head.byteLength,
): Promise<AudioFormatVerdict> {
  if (size === 0) return judgeDetectedType(undefined, 0);
  const detected = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  return judgeDetectedType(detected, size);
}
