import { fireEvent, render, screen } from '@testing-library/react';
import { Artwork } from './artwork';

describe('Artwork', () => {
  test('shows the image, decorative by default', () => {
    render(<Artwork src="/media/images/albums/a.webp" kind="album" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/media/images/albums/a.webp');
  });

  test('falls back to the placeholder when there is no address', () => {
    render(<Artwork src={null} kind="artist" alt="Neon Harbor" />);
    expect(screen.getByRole('img', { name: 'Neon Harbor' })).toHaveAttribute(
      'src',
      '/placeholders/artist.svg',
    );
  });

  test('falls back to the placeholder when the image fails to load', () => {
    render(<Artwork src="/broken.webp" kind="album" alt="Cover" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/placeholders/album.svg');
  });
});
