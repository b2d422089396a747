import { studioTrackFixture } from '@/entities/release/index.testing';
import { trackFacts } from './track-facts';

describe('trackFacts', () => {
  test('length, format and resolution of a processed master', () => {
    const facts = {
      duration_s: 214.2,
      sample_rate: 44_100,
      bit_depth: 24,
      channels: 2,
      format: 'flac',
      lossless: true,
    };
    expect(trackFacts(studioTrackFixture({ facts }))).toBe('3:34 · FLAC · 44.1 kHz / 24-bit');
    expect(
      trackFacts(
        studioTrackFixture({
          facts: { ...facts, format: 'mp3', bit_depth: null, sample_rate: 48_000 },
        }),
      ),
    ).toBe('3:34 · MP3 · 48 kHz');
    expect(trackFacts(studioTrackFixture({ facts: null }))).toBeNull();
  });
});
