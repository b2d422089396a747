// What the generated MP3s are, for callers that store technical metadata (mime type, bitrate).
import { SAMPLE_RATE } from './dsp.js';
import { MP3_VBR_QUALITY } from './mp3.js';

export const AUDIO_FORMAT = {
  mimeType: 'audio/mpeg',
  sampleRate: SAMPLE_RATE,
  /** Variable bitrate (LAME -V quality), about 70–90 kbit/s for these mono mixes. */
  bitrateMode: 'vbr',
  lameVbrQuality: MP3_VBR_QUALITY,
  channels: 1,
} as const;
