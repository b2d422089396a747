import { render, screen } from '@testing-library/react';
import { NowPlayingBars } from './now-playing-bars';

describe('NowPlayingBars', () => {
  test('says "Now playing" while playing', () => {
    render(<NowPlayingBars playing />);
    expect(screen.getByText('Now playing')).toBeInTheDocument();
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  test('says "Paused" while paused', () => {
    render(<NowPlayingBars playing={false} />);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument();
  });
});
