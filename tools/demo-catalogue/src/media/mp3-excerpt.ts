// Cuts a preview out of an already encoded MP3 instead of encoding it again (encoding is the most
// expensive step of the whole seed). Frames are copied as they are; fades are applied by lowering
// each granule's global_gain (one step = 1.5 dB), which the decoder applies before its overlap-add,
// so the fade is smooth. Supports the MPEG-1 Layer III streams our encoder writes (no CRC).

/** MPEG-1 Layer III bitrates by header index (0 = free format, unsupported). */
export const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44100, 48000, 32000];
export const SAMPLES_PER_FRAME = 1152;
const GRANULE_BITS = 59;

export interface Mp3Frame {
  offset: number;
  length: number;
}

/** Locates every frame of an MPEG-1 Layer III stream; throws on anything else. */
export function parseFrames(data: Uint8Array): {
  frames: Mp3Frame[];
  sampleRate: number;
  channels: number;
} {
  const frames: Mp3Frame[] = [];
  let sampleRate = 0;
  let channels = 0;
  let offset = 0;
  while (offset + 4 <= data.length) {
    const b1 = data[offset + 1] ?? 0;
    const b2 = data[offset + 2] ?? 0;
    const b3 = data[offset + 3] ?? 0;
    if (data[offset] !== 0xff || b1 !== 0xfb)
      throw new Error(`Expected an MPEG-1 Layer III frame without CRC at byte ${offset}`);
    const bitrate = BITRATES_KBPS[b2 >> 4] ?? 0;
    const rate = SAMPLE_RATES[(b2 >> 2) & 3] ?? 0;
    if (bitrate === 0 || rate === 0)
      throw new Error(`Unsupported MP3 frame header at byte ${offset}`);
    const length = Math.floor((144 * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
    frames.push({ offset, length });
    sampleRate = rate;
    channels = b3 >> 6 === 3 ? 1 : 2;
    offset += length;
  }
  return { frames, sampleRate, channels };
}

function readBits(data: Uint8Array, bit: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i++) {
    const position = bit + i;
    value = (value << 1) | (((data[position >> 3] ?? 0) >> (7 - (position & 7))) & 1);
  }
  return value;
}

function writeBits(data: Uint8Array, bit: number, count: number, value: number): void {
  for (let i = 0; i < count; i++) {
    const position = bit + i;
    const mask = 1 << (7 - (position & 7));
    const on = (value >> (count - 1 - i)) & 1;
    const index = position >> 3;
    data[index] = on ? (data[index] ?? 0) | mask : (data[index] ?? 0) & ~mask;
  }
}

/** Bit offsets (from the frame start) of each granule/channel block of the side information. */
function granuleBlocks(channels: number): number[] {
  const sideInfoStart = 32;
  const first = sideInfoStart + 9 + (channels === 1 ? 5 : 3) + 4 * channels;
  const blocks: number[] = [];
  for (let index = 0; index < 2 * channels; index++) blocks.push(first + index * GRANULE_BITS);
  return blocks;
}

/**
 * Frames `[start, start + count)` of `mp3` as a standalone stream, with gain fades (in frames).
 * One muted frame is put in front: it carries the bit-reservoir bytes the first real frame points
 * back into, and is itself rewritten to need no earlier data, so the excerpt decodes cleanly.
 */
export function excerptMp3(
  mp3: Uint8Array,
  start: number,
  count: number,
  fadeInFrames: number,
  fadeOutFrames: number,
): { data: Uint8Array; frameCount: number } {
  const { frames, channels } = parseFrames(mp3);
  const first = Math.max(1, Math.min(start, frames.length - 1));
  const last = Math.min(frames.length, first + count);
  const chosen = frames.slice(first - 1, last);
  const size = chosen.reduce((sum, frame) => sum + frame.length, 0);
  const out = new Uint8Array(size);
  const blocks = granuleBlocks(channels);
  let position = 0;
  chosen.forEach((frame, i) => {
    out.set(mp3.subarray(frame.offset, frame.offset + frame.length), position);
    const view = out.subarray(position, position + frame.length);
    position += frame.length;
    if (i === 0) {
      // Lead-in: no reservoir, no bits, no scale factors, zero gain → valid, silent frame.
      writeBits(view, 32, 9, 0);
      for (const block of blocks) {
        writeBits(view, block, 12, 0);
        writeBits(view, block + 12, 9, 0);
        writeBits(view, block + 21, 8, 0);
        writeBits(view, block + 29, 4, 0);
      }
      return;
    }
    const index = i - 1;
    const remaining = last - first - 1 - index;
    const fadeIn = fadeInFrames > 0 ? Math.min(1, index / fadeInFrames) : 1;
    const fadeOut = fadeOutFrames > 0 ? Math.min(1, remaining / fadeOutFrames) : 1;
    const level = fadeIn * fadeOut * fadeOut;
    const steps = level <= 0.001 ? 255 : Math.round((-20 * Math.log10(level)) / 1.5);
    if (steps === 0) return;
    for (const block of blocks)
      writeBits(view, block + 21, 8, Math.max(0, readBits(view, block + 21, 8) - steps));
  });
  return { data: out, frameCount: chosen.length };
}
