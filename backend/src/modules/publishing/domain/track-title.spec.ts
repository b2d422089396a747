import { titleFromFileName, TRACK_TITLE_MAX_LENGTH } from './track-title.js';

describe('titleFromFileName', () => {
  test.each([
    ['01_Headlights (master).wav', '01 Headlights (master)'],
    ['Tunnel.final.flac', 'Tunnel.final'],
    ['  spaced   out  .aiff', 'spaced out'],
    ['no-extension', 'no-extension'],
    ['.wav', 'Untitled'],
    ['___.mp3', 'Untitled'],
  ])('%s → %s', (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });

  it('keeps within the title column', () => {
    expect(titleFromFileName(`${'x'.repeat(400)}.wav`)).toHaveLength(TRACK_TITLE_MAX_LENGTH);
  });
});
