import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type LockedTrack, SoundcheckLockedDialog } from './soundcheck-locked-dialog';

const TRACK: LockedTrack = {
  title: 'Signal Fires (Acoustic)',
  album_id: 'al-1',
  album_slug: 'soundcheck-sessions',
  artist_id: 'ar-1',
  artist_slug: 'neon-harbor',
};

function Harness({ track, onClose }: { track: LockedTrack; onClose: () => void }) {
  const [open, setOpen] = useState<LockedTrack | null>(track);
  return (
    <SoundcheckLockedDialog
      track={open}
      onClose={() => {
        onClose();
        setOpen(null);
      }}
    />
  );
}

function renderDialog(track: LockedTrack = TRACK) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/search?q=signal']}>
      <Routes>
        <Route path="/search" element={<Harness track={track} onClose={onClose} />} />
        <Route path="/artist/:artist/album/:album" element={<h1>Artist album page</h1>} />
        <Route path="/album/:album" element={<h1>Album page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

describe('SoundcheckLockedDialog', () => {
  test('names the exclusive track and offers the two choices', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'SoundCheck Exclusive' });
    expect(dialog).toHaveTextContent('Signal Fires (Acoustic)');
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Album' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor/album/soundcheck-sessions',
    );
  });

  test('Maybe Later closes it', async () => {
    const { onClose } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('View Album goes to the album and closes the dialog', async () => {
    const { onClose } = renderDialog();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Album' }));
    expect(screen.getByRole('heading', { name: 'Artist album page' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  test('without the artist, View Album goes to /album/{album}', () => {
    renderDialog({ title: 'Demo', album_id: 'al-9', album_slug: null });
    expect(screen.getByRole('link', { name: 'View Album' })).toHaveAttribute('href', '/album/al-9');
  });
});
