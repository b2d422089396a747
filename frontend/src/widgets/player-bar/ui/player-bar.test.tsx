import { render, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { playerScope } from '../testing/player-fixtures';
import { PlayerBar } from './player-bar';

function renderBar(scope: Scope) {
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <PlayerBar />
      </MemoryRouter>
    </Provider>,
  );
}

const bar = () => screen.getByRole('region', { name: 'Player' });

describe('player bar', () => {
  test('is hidden until a track is loaded', () => {
    renderBar(fork());
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  test('links the title to its album and the artist to the artist page', () => {
    renderBar(playerScope({ track: playerTrackFixture({ explicit: true }) }));
    expect(within(bar()).getByRole('link', { name: 'Night Ferry' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor/album/tides',
    );
    expect(within(bar()).getByRole('link', { name: 'Neon Harbor' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor',
    );
    expect(within(bar()).getByRole('img', { name: 'Explicit' })).toBeInTheDocument();
  });

  test('falls back to ids without slugs, and to the placeholder without artwork', () => {
    renderBar(playerScope({ track: playerTrackFixture({ artistSlug: null, albumSlug: null }) }));
    expect(screen.getByRole('link', { name: 'Night Ferry' })).toHaveAttribute(
      'href',
      '/artist/ar-1/album/al-1',
    );
    expect(screen.getByRole('link', { name: 'Neon Harbor' })).toHaveAttribute(
      'href',
      '/artist/ar-1',
    );
    expect(bar().querySelector('img')).toHaveAttribute('src', '/placeholders/album.svg');
    expect(screen.queryByRole('img', { name: 'Explicit' })).toBeNull();
  });

  test('has the transport, the seek bar with times and the volume', () => {
    renderBar(playerScope({ playing: true, progress: 62, duration: 225 }));
    const playback = within(bar()).getByRole('group', { name: 'Playback' });
    for (const name of ['Shuffle', 'Previous', 'Pause', 'Next', 'Loop']) {
      expect(within(playback).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(bar()).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '1:02 of 3:45',
    );
    expect(within(bar()).getByText('-2:43')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(within(bar()).getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  });
});
