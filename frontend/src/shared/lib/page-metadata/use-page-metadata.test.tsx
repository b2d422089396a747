import { render } from '@testing-library/react';
import { type PageMetadata } from './page-metadata';
import { musicAlbumData } from './structured-data';
import { usePageMetadata } from './use-page-metadata';

function Probe({ metadata }: { metadata: PageMetadata | null }) {
  usePageMetadata(metadata);
  return null;
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)
    ?.content;

const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );

const ALBUM: PageMetadata = {
  title: 'Windfall by Ghost Orchard',
  description: 'Five quiet songs gathered up after the autumn storms.',
  image: '/media/images/albums/windfall.webp',
  type: 'music.album',
  structuredData: musicAlbumData({
    name: 'Windfall',
    path: '/artist/ghost-orchard/album/windfall',
    artistName: 'Ghost Orchard',
    artistPath: '/artist/ghost-orchard',
    numTracks: 5,
    datePublished: '2022-09-23',
    image: '/media/images/albums/windfall.webp',
  }),
};

describe('usePageMetadata', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="The site description">';
    document.title = 'Encore — music built by artists';
  });

  test('sets the title, description, social card and JSON-LD while the page is shown', () => {
    render(<Probe metadata={ALBUM} />);

    expect(document.title).toBe('Windfall by Ghost Orchard · Encore');
    expect(meta('description')).toBe(ALBUM.description);
    expect(meta('og:title')).toBe('Windfall by Ghost Orchard · Encore');
    expect(meta('og:description')).toBe(ALBUM.description);
    expect(meta('og:type')).toBe('music.album');
    expect(meta('og:image')).toBe('http://localhost/media/images/albums/windfall.webp');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'MusicAlbum',
        name: 'Windfall',
        url: 'http://localhost/artist/ghost-orchard/album/windfall',
        byArtist: {
          '@type': 'MusicGroup',
          name: 'Ghost Orchard',
          url: 'http://localhost/artist/ghost-orchard',
        },
        numTracks: 5,
        image: 'http://localhost/media/images/albums/windfall.webp',
        datePublished: '2022-09-23',
      },
    ]);
  });

  test('restores the head as it was on unmount', () => {
    const { unmount } = render(<Probe metadata={ALBUM} />);
    unmount();

    expect(document.title).toBe('Encore — music built by artists');
    expect(meta('description')).toBe('The site description');
    expect(meta('og:title')).toBeUndefined();
    expect(meta('twitter:card')).toBeUndefined();
    expect(jsonLd()).toEqual([]);
  });

  test('without an image the card is a plain summary; null metadata changes nothing', () => {
    const { rerender } = render(<Probe metadata={null} />);
    expect(document.title).toBe('Encore — music built by artists');

    rerender(
      <Probe metadata={{ title: 'Kid Lanterne', description: 'House.', type: 'profile' }} />,
    );
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('og:image')).toBeUndefined();
    expect(jsonLd()).toEqual([]);
  });

  test("the server's JSON-LD for the page first opened gives way to the page's own", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/ld+json" data-page-metadata>{"name":"Windfall"}</script>',
    );
    const { unmount } = render(<Probe metadata={ALBUM} />);
    expect(jsonLd()).toEqual([ALBUM.structuredData]);

    unmount();
    expect(jsonLd()).toEqual([]);
  });

  test('a change of page replaces the tags instead of adding more', () => {
    const { rerender } = render(<Probe metadata={ALBUM} />);
    rerender(<Probe metadata={{ ...ALBUM, title: 'Quiet Harbour' }} />);

    expect(document.title).toBe('Quiet Harbour · Encore');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(jsonLd()).toHaveLength(1);
  });
});
