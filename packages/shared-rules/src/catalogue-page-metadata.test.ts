import { albumPageMetadata, artistPageMetadata, pageTitle } from './catalogue-page-metadata.js';

const ORIGIN = 'https://encore.example';

const ARTIST = {
  id: '0d5f6a7b-8c9d-4c7b-8e21-3f2b8c1e9a4d',
  slug: null,
  name: 'Céline Vasseur',
  bio: '  Dream pop\n from   Lyon. ',
  image_url: '/media/images/artists/celine.webp',
  banner_url: '/media/images/artists/celine-banner.webp',
  genres: ['dream pop'],
  social_links: { instagram: 'https://instagram.com/celine', bad: 'javascript:alert(1)' },
};

describe('artistPageMetadata', () => {
  test('title, trimmed bio, absolute picture and MusicGroup at the name-derived slug', () => {
    expect(artistPageMetadata(ARTIST, ORIGIN)).toEqual({
      title: 'Céline Vasseur',
      description: 'Dream pop from Lyon.',
      image: 'https://encore.example/media/images/artists/celine.webp',
      type: 'profile',
      path: '/artist/celine-vasseur',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'MusicGroup',
        name: 'Céline Vasseur',
        url: 'https://encore.example/artist/celine-vasseur',
        description: ARTIST.bio,
        image: 'https://encore.example/media/images/artists/celine.webp',
        genre: ['dream pop'],
        sameAs: ['https://instagram.com/celine'],
      },
    });
  });

  test('without a bio the description names the genres; a long bio is cut to 155 characters', () => {
    expect(artistPageMetadata({ ...ARTIST, bio: null }, ORIGIN).description).toBe(
      'Listen to Céline Vasseur (dream pop) on Encore.',
    );
    const long = artistPageMetadata({ ...ARTIST, bio: 'la '.repeat(100) }, ORIGIN).description;
    expect(long).toHaveLength(155);
    expect(long).toMatch(/^la la .* l…$/);
  });

  test('the banner stands in for a missing photo; no picture at all is null', () => {
    const banner = artistPageMetadata({ ...ARTIST, image_url: null }, ORIGIN);
    expect(banner.image).toBe('https://encore.example/media/images/artists/celine-banner.webp');
    expect(artistPageMetadata({ ...ARTIST, image_url: null, banner_url: null }, ORIGIN).image).toBe(
      null,
    );
  });
});

describe('albumPageMetadata', () => {
  const ALBUM = {
    id: '3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d',
    slug: 'les-heures-lentes',
    title: 'Les Heures Lentes',
    description: null,
    artwork_url: '/media/images/albums/lentes.webp',
    release_date: '2021-06-18',
    artist: { id: ARTIST.id, slug: 'celine-vasseur', name: 'Céline Vasseur' },
    trackCount: 1,
  };

  test('"{album} by {artist}", a summary when there is no description, MusicAlbum', () => {
    const metadata = albumPageMetadata(ALBUM, ORIGIN);
    expect(pageTitle(metadata.title)).toBe('Les Heures Lentes by Céline Vasseur · Encore');
    expect(metadata.description).toBe(
      'Les Heures Lentes, an album by Céline Vasseur · 1 track · released 2021.',
    );
    expect(metadata.path).toBe('/artist/celine-vasseur/album/les-heures-lentes');
    expect(metadata.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: 'Les Heures Lentes',
      url: 'https://encore.example/artist/celine-vasseur/album/les-heures-lentes',
      byArtist: {
        '@type': 'MusicGroup',
        name: 'Céline Vasseur',
        url: 'https://encore.example/artist/celine-vasseur',
      },
      numTracks: 1,
      image: 'https://encore.example/media/images/albums/lentes.webp',
      datePublished: '2021-06-18',
    });
  });

  test('a description wins; an album without slug is addressed by id', () => {
    const metadata = albumPageMetadata(
      { ...ALBUM, slug: null, description: ' Slow songs. ', release_date: null, trackCount: 0 },
      ORIGIN,
    );
    expect(metadata.description).toBe('Slow songs.');
    expect(metadata.path).toBe(`/artist/celine-vasseur/album/${ALBUM.id}`);
  });
});
