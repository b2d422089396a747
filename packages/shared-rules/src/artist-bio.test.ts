import { artistBioPlaceholder, isArtistBioPlaceholder } from './artist-bio.js';

describe('the artist bio placeholder', () => {
  test('names the artist', () => {
    expect(artistBioPlaceholder('Neon Fjord')).toBe(
      'Neon Fjord is new on Encore. Their story is on its way.',
    );
  });

  test('is told apart from a bio the artist wrote, whatever the name was then', () => {
    expect(isArtistBioPlaceholder(artistBioPlaceholder('Neon Fjord'))).toBe(true);
    expect(isArtistBioPlaceholder(`  ${artistBioPlaceholder('An Old Name')}\n`)).toBe(true);
    expect(isArtistBioPlaceholder('Synth duo from Bergen.')).toBe(false);
    expect(isArtistBioPlaceholder('')).toBe(false);
    expect(
      isArtistBioPlaceholder(
        `Two records in.\nNeon Fjord is new on Encore. Their story is on its way.`,
      ),
    ).toBe(false);
  });
});
