import type { StudioTrack } from '@/entities/release';
import { trackLength } from './publish-summary';

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  wav: 'WAV',
  aiff: 'AIFF',
  flac: 'FLAC',
  alac: 'ALAC',
  mp3: 'MP3',
  ogg: 'Ogg Vorbis',
  opus: 'Opus',
};

/** "3:34 · FLAC · 44.1 kHz / 24-bit": what the pipeline found in the master, once processed. */
export function trackFacts(track: Pick<StudioTrack, 'facts' | 'duration_s'>): string | null {
  const { facts } = track;
  if (facts === null) return null;
  const rate = `${(facts.sample_rate / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} kHz`;
  const depth = facts.bit_depth === null ? '' : ` / ${facts.bit_depth}-bit`;
  const format = FORMAT_NAMES[facts.format] ?? facts.format.toUpperCase();
  return `${trackLength(facts.duration_s)} · ${format} · ${rate}${depth}`;
}
