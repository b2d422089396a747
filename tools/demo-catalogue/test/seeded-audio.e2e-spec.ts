import { join } from 'node:path';

import { type DecodedAudio, decodeMp3File, withDb } from '@encore/backend/testing';

import { seedDemoCatalogue } from './demo-seed-support.js';

const mediaDir = process.env.MEDIA_DIR ?? '';

interface SeededTrack {
  title: string;
  file_path: string;
  preview_path: string | null;
  duration_s: number;
}

const rms = (audio: DecodedAudio): number => {
  let sum = 0;
  for (const sample of audio.samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(audio.samples.length, 1));
};

/** Loudness of each second, to catch a file that is mostly silence with a blip. */
const quietSeconds = (audio: DecodedAudio): number => {
  let quiet = 0;
  for (let start = 0; start + audio.sampleRate <= audio.samples.length; start += audio.sampleRate) {
    let peak = 0;
    for (let i = start; i < start + audio.sampleRate; i++)
      peak = Math.max(peak, Math.abs(audio.samples[i] ?? 0));
    if (peak < 0.01) quiet += 1;
  }
  return quiet;
};

describe('seeded audio', () => {
  let tracks: SeededTrack[];

  beforeAll(async () => {
    await seedDemoCatalogue();
    tracks = await withDb(
      async (db) =>
        (
          await db.query<SeededTrack>(
            `SELECT t.title, t.file_path, t.preview_path, t.duration_s::float8 AS duration_s
             FROM tracks t JOIN albums a ON a.id = t.album_id
            WHERE a.slug IN ('afterglow-boulevard', 'smoke-signals-at-midnight', 'low-cloud-studies')
            ORDER BY a.slug, t.track_number`,
          )
        ).rows,
    );
  }, 600_000);

  it('decodes full tracks that play for their stored duration and are not silent', async () => {
    const picks = [tracks[0], tracks.find((t) => t.duration_s >= 180)].filter(
      (t) => t !== undefined,
    );
    expect(picks).toHaveLength(2);
    for (const track of picks) {
      const audio = await decodeMp3File(join(mediaDir, track.file_path));
      expect(audio.errorCount).toBe(0);
      expect(Math.abs(audio.durationS - track.duration_s)).toBeLessThanOrEqual(1);
      expect(rms(audio)).toBeGreaterThan(0.02);
      expect(quietSeconds(audio) / audio.durationS).toBeLessThan(0.25);
    }
  });

  it('decodes a preview of about 30 s that is not silent', async () => {
    const track = tracks.find((t) => t.preview_path !== null && t.duration_s > 40);
    expect(track).toBeDefined();
    const preview = await decodeMp3File(join(mediaDir, track?.preview_path ?? ''));
    expect(preview.errorCount).toBe(0);
    expect(preview.durationS).toBeGreaterThan(29);
    expect(preview.durationS).toBeLessThan(31);
    expect(rms(preview)).toBeGreaterThan(0.02);
  });
});
