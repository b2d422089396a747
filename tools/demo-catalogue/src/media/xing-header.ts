// Prepends a Xing header frame to a VBR stream: frame count, byte count and a 100-entry seek table.
// Without it browsers guess a VBR file's duration from the first frame's bitrate (wrong) and seek
// imprecisely. The frame itself carries no audio (all side information zero).
import { BITRATES_KBPS, parseFrames } from './mp3-excerpt.js';
/** Offset of the tag in a mono MPEG-1 frame: 4 header bytes + 17 bytes of side information. */
const TAG_OFFSET = 4 + 17;
/** "Xing" + flags + frames + bytes + 100-byte TOC + quality. */
const TAG_LENGTH = 4 + 4 + 4 + 4 + 100 + 4;
const FLAGS_FRAMES_BYTES_TOC_QUALITY = 0x0f;

export function withXingHeader(frames: Uint8Array): Uint8Array {
  const { frames: list, sampleRate, channels } = parseFrames(frames);
  const first = list[0];
  if (!first || channels !== 1)
    throw new Error('withXingHeader expects a non-empty mono MPEG-1 stream');
  // The smallest bitrate whose frame holds the tag (frame length = 144 · bitrate / sample rate).
  const frameBytes = (kbps: number): number => Math.floor((144 * kbps * 1000) / sampleRate);
  const bitrateIndex = BITRATES_KBPS.findIndex(
    (kbps) => kbps > 0 && frameBytes(kbps) >= TAG_OFFSET + TAG_LENGTH,
  );
  if (bitrateIndex < 0) throw new Error(`No MP3 frame size fits a Xing tag at ${sampleRate} Hz`);
  const headerLength = frameBytes(BITRATES_KBPS[bitrateIndex] ?? 0);
  const total = headerLength + frames.length;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  // Same version/layer/sample rate/mode as the audio, padding and private bits cleared.
  out[0] = 0xff;
  out[1] = 0xfb;
  out[2] = (bitrateIndex << 4) | ((frames[first.offset + 2] ?? 0) & 0x0c);
  out[3] = frames[first.offset + 3] ?? 0xc4;
  out.set([0x58, 0x69, 0x6e, 0x67], TAG_OFFSET); // "Xing"
  view.setUint32(TAG_OFFSET + 4, FLAGS_FRAMES_BYTES_TOC_QUALITY);
  view.setUint32(TAG_OFFSET + 8, list.length);
  view.setUint32(TAG_OFFSET + 12, total);
  for (let percent = 0; percent < 100; percent++) {
    const frame =
      list[Math.min(list.length - 1, Math.floor((percent / 100) * list.length))] ?? first;
    out[TAG_OFFSET + 16 + percent] = Math.min(
      255,
      Math.floor((256 * (headerLength + frame.offset)) / total),
    );
  }
  view.setUint32(TAG_OFFSET + 116, 0);
  out.set(frames, headerLength);
  return out;
}
