import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListenNowShelf, type ListenNowShelfProps } from './listen-now-shelf';
import { SHELF_TRACKS } from '../testing/shelf-fixtures';

function renderShelf(props: Partial<ListenNowShelfProps> = {}) {
  const onPlay = jest.fn();
  const { container } = render(
    <ListenNowShelf
      status="ready"
      tracks={SHELF_TRACKS}
      member={false}
      onPlay={onPlay}
      {...props}
    />,
  );
  return { onPlay, container };
}

const card = (title: string) =>
  screen
    .getByRole('button', { name: new RegExp(`^Play ${title.replace(/[()]/g, '\\$&')} by`) })
    .closest('li') as HTMLElement;

describe('ListenNowShelf', () => {
  test('shows each track with its artist and a play button', () => {
    renderShelf();
    expect(screen.getByRole('heading', { name: 'Listen now' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(
      screen.getByRole('button', { name: 'Play Rosa, Turn It Up by Nadia Sørensen' }),
    ).toBeInTheDocument();
  });

  test('signed out, it labels previews and members-only tracks', () => {
    renderShelf();
    expect(within(card('Quiet Harbour')).getByText('Preview')).toBeInTheDocument();
    expect(
      within(card('Quiet Harbour (Piano Version)')).getByText('Members only'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Preview')).toHaveLength(4);
    expect(screen.getAllByText('Members only')).toHaveLength(4);
  });

  test('signed in, no card needs a label', () => {
    renderShelf({ member: true });
    expect(screen.queryByText('Preview')).toBeNull();
    expect(screen.queryByText('Members only')).toBeNull();
  });

  test('the play button hands on the track', async () => {
    const { onPlay } = renderShelf();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Play Redline by Kid Lanterne' }));
    expect(onPlay).toHaveBeenCalledWith(SHELF_TRACKS[4]?.id);
  });

  test('shows card shapes while loading', () => {
    renderShelf({ status: 'loading', tracks: [] });
    expect(screen.getByRole('status', { name: 'Loading tracks' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  test('is left out when it failed to load', () => {
    const { container } = renderShelf({ status: 'failed', tracks: [] });
    expect(container).toBeEmptyDOMElement();
  });

  test('is left out when there is nothing on it', () => {
    const { container } = renderShelf({ status: 'ready', tracks: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
