import { composeSong } from './compose.js';
import { KNOWN_GENRES, resolveGenre } from './genres.js';
import { renderTrackPcm } from './render-track.js';
import { SAMPLE_RATE } from './dsp.js';

describe('resolveGenre', () => {
  it('knows the demo genres by name and common words by keyword', () => {
    for (const name of KNOWN_GENRES) expect(resolveGenre(name).name).toBe(name);
    expect(resolveGenre('Deep House').name).toBe('house');
    expect(resolveGenre('neo-soul').name).toBe('soul');
    expect(resolveGenre('Chillhop / Lo-Fi').name).toBe('lo-fi hip hop');
  });

  it('maps unknown genres to a stable profile by hash', () => {
    expect(resolveGenre('zydeco polka').name).toBe(resolveGenre('zydeco polka').name);
    expect(KNOWN_GENRES).toContain(resolveGenre('zydeco polka').name);
  });
});

describe('composeSong', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = composeSong({ seed: 5, genre: 'jazz', durationS: 90 });
    expect(composeSong({ seed: 5, genre: 'jazz', durationS: 90 })).toEqual(a);
    const b = composeSong({ seed: 6, genre: 'jazz', durationS: 90 });
    expect(b.parts.map((part) => part.notes.length)).not.toEqual(
      a.parts.map((part) => part.notes.length),
    );
  });

  it.each(KNOWN_GENRES)('writes a complete song form for %s', (genre) => {
    for (const durationS of [60, 95, 240]) {
      const score = composeSong({ seed: 1, genre, durationS });
      const barSeconds = (4 * score.beatSamples) / SAMPLE_RATE;
      const [first] = score.sections;
      const last = score.sections[score.sections.length - 1];
      expect(first?.kind).toBe('intro');
      expect(last?.kind).toBe('outro');
      score.sections.forEach((section, i) => {
        if (i > 0)
          expect(section.startBar).toBe(
            (score.sections[i - 1]?.startBar ?? 0) + (score.sections[i - 1]?.bars ?? 0),
          );
      });
      expect(score.sections.some((section) => section.kind === 'chorus')).toBe(true);
      // The form fills the track, leaving only the final chord's ring-out.
      const formSeconds = ((last?.startBar ?? 0) + (last?.bars ?? 0)) * barSeconds;
      expect(formSeconds).toBeLessThanOrEqual(durationS);
      expect(formSeconds).toBeGreaterThan(durationS - 2 * barSeconds - 4);
      const roles = score.parts.map((part) => part.role);
      expect(roles).toEqual(expect.arrayContaining(['bass', 'chords', 'lead']));
    }
  });

  it('tempo follows the genre', () => {
    const bpm = (genre: string): number => composeSong({ seed: 3, genre, durationS: 60 }).bpm;
    expect(bpm('drum and bass')).toBeGreaterThanOrEqual(160);
    expect(bpm('ambient')).toBeLessThanOrEqual(80);
  });
});

describe('renderTrackPcm', () => {
  it('renders exactly the requested length, never silent or clipped', () => {
    const { pcm, highlightSample } = renderTrackPcm({
      seed: 9,
      genre: 'afrobeat',
      durationS: 61.5,
    });
    expect(pcm.length).toBe(Math.round(61.5 * SAMPLE_RATE));
    let peak = 0;
    let sum = 0;
    for (const value of pcm) {
      peak = Math.max(peak, Math.abs(value));
      sum += value * value;
    }
    expect(Math.sqrt(sum / pcm.length)).toBeGreaterThan(0.08);
    expect(peak).toBeLessThanOrEqual(1);
    expect(highlightSample).toBeGreaterThan(0);
    expect(highlightSample).toBeLessThan(pcm.length);
  });
});
