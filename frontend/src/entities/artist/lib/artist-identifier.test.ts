/** @jest-environment node */
import { artistIdentifierOf, identifiesArtist } from './artist-identifier';

const ID = '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40';

describe('artistIdentifierOf', () => {
  test('prefers the slug, then the name-derived slug, then the id', () => {
    expect(artistIdentifierOf({ id: ID, slug: 'owl', name: 'O.W.L.' })).toBe('owl');
    expect(artistIdentifierOf({ id: ID, slug: null, name: 'Ghost Orchard' })).toBe('ghost-orchard');
    expect(artistIdentifierOf({ id: ID, slug: '', name: 'Кино' })).toBe(ID);
  });
});

describe('identifiesArtist', () => {
  const owl = { id: ID, slug: 'owl', name: 'O.W.L.' };

  test.each([['owl'], ['OWL'], ['o-w-l'], [ID]])('%s names O.W.L.', (identifier) => {
    expect(identifiesArtist(identifier, owl)).toBe(true);
  });

  test('another slug does not', () => {
    expect(identifiesArtist('owls', owl)).toBe(false);
  });
});
