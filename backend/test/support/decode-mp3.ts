// Decodes MP3 files to PCM in tests (mpg123 compiled to WASM, no system codecs needed), so tests
// can assert on what a listener would actually hear: length, loudness, spectrum.
import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';

export interface DecodedAudio {
  /** Mono PCM (channels averaged), −1..1. */
  samples: Float32Array;
  sampleRate: number;
  /** Channels in the file as decoded (mpg123 reports mono MP3s as two identical channels). */
  channels: number;
  durationS: number;
  /** Frames mpg123 could not decode; a well-formed file has none. */
  errorCount: number;
}

function toMono(channelData: readonly Float32Array[], length: number): Float32Array {
  const [first, ...rest] = channelData;
  if (!first) return new Float32Array(0);
  if (rest.length === 0) return first.slice(0, length);
  const mono = new Float32Array(length);
  for (const channel of channelData) {
    for (let i = 0; i < length; i++)
      mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channelData.length;
  }
  return mono;
}

export async function decodeMp3(data: Uint8Array): Promise<DecodedAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(data);
    return {
      samples: toMono(decoded.channelData, decoded.samplesDecoded),
      sampleRate: decoded.sampleRate,
      channels: decoded.channelData.length,
      durationS: decoded.sampleRate > 0 ? decoded.samplesDecoded / decoded.sampleRate : 0,
      errorCount: decoded.errors.length,
    };
  } finally {
    decoder.free();
  }
}

export async function decodeMp3File(path: string): Promise<DecodedAudio> {
  return decodeMp3(await readFile(path));
}
