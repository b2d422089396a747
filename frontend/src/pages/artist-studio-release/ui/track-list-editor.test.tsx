import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { TrackListEditor, type TrackListEditorProps } from './track-list-editor';

const tracks = [1, 2, 3].map((position) =>
  studioTrackFixture({ id: `track-${position}`, position, title: `Song ${position}` }),
);

function setup(overrides: Partial<TrackListEditorProps> = {}) {
  const onDrop = jest.fn();
  const props: TrackListEditorProps = {
    tracks,
    uploads: {},
    canEditTracks: true,
    buyers: 0,
    fileProblems: [],
    trackErrors: {},
    removingTrackId: null,
    isRemoving: false,
    removeError: null,
    onFiles: jest.fn(),
    onEdit: jest.fn(),
    onMove: jest.fn(),
    onDrop,
    onRetry: jest.fn(),
    onRemove: jest.fn(),
    onRemoveConfirmed: jest.fn(),
    onRemoveCancelled: jest.fn(),
    onPause: jest.fn(),
    onResume: jest.fn(),
    ...overrides,
  };
  render(<TrackListEditor {...props} />);
  return { onDrop, onRemove: props.onRemove };
}

/** jsdom has no DataTransfer: a stand-in with what the handlers use. */
const dataTransfer = () => ({
  effectAllowed: 'none',
  setData: jest.fn(),
  setDragImage: jest.fn(),
});

describe('reordering with a pointer', () => {
  test('a track picked up by its number and dropped on another row takes that position', () => {
    const { onDrop } = setup();
    const first = screen.getByRole('listitem', { name: 'Track 1: Song 1' });
    const third = screen.getByRole('listitem', { name: 'Track 3: Song 3' });
    const handle = screen.getAllByTitle('Drag to reorder')[0];
    if (handle === undefined) throw new Error('no drag handle');
    expect(handle).toHaveAttribute('draggable', 'true');

    fireEvent.dragStart(handle, { dataTransfer: dataTransfer() });
    expect(first).toHaveAttribute('data-drag', 'dragging');
    fireEvent.dragOver(third, { dataTransfer: dataTransfer() });
    expect(third).toHaveAttribute('data-drag', 'over');
    fireEvent.drop(third, { dataTransfer: dataTransfer() });

    expect(onDrop).toHaveBeenCalledWith('track-1', 3);
    expect(first).not.toHaveAttribute('data-drag');
  });

  test('dropped on itself, or with nothing picked up, nothing moves', () => {
    const { onDrop } = setup();
    const second = screen.getByRole('listitem', { name: 'Track 2: Song 2' });
    fireEvent.drop(second, { dataTransfer: dataTransfer() });
    const handle = screen.getAllByTitle('Drag to reorder')[1];
    if (handle === undefined) throw new Error('no drag handle');
    fireEvent.dragStart(handle, { dataTransfer: dataTransfer() });
    fireEvent.drop(second, { dataTransfer: dataTransfer() });
    expect(onDrop).not.toHaveBeenCalled();
  });

  test('one track alone has nothing to drag', () => {
    setup({ tracks: tracks.slice(0, 1) });
    expect(screen.queryByTitle('Drag to reorder')).not.toBeInTheDocument();
  });
});

describe('a bought release (docs/adr/0050)', () => {
  const bought = [
    studioTrackFixture({ id: 'track-1', position: 1, title: 'Headlights', sold: true }),
    studioTrackFixture({ id: 'track-2', position: 2, title: 'Headlights (remaster)' }),
  ];
  const row = (name: string) => screen.getByRole('listitem', { name });

  test('a sold track’s Remove is disabled and says why on keyboard focus', async () => {
    const user = userEvent.setup();
    const { onRemove } = setup({ tracks: bought, buyers: 12 });
    const remove = within(row('Track 1: Headlights')).getByRole('button', {
      name: 'Remove “Headlights”',
    });
    expect(remove).toBeDisabled();
    const wrapper = remove.parentElement;
    for (let step = 0; step < 30 && document.activeElement !== wrapper; step++) await user.tab();
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Buyers have this track, so it stays. Add a new version as a new track.',
    );
    await user.click(remove);
    expect(onRemove).not.toHaveBeenCalled();
  });

  test('the new version can go, and each track says in words where buyers stand', async () => {
    const user = userEvent.setup();
    const { onRemove } = setup({ tracks: bought, buyers: 12 });
    expect(within(row('Track 1: Headlights')).getByText('Bought')).toBeInTheDocument();
    const fresh = row('Track 2: Headlights (remaster)');
    expect(within(fresh).getByText('New for buyers')).toBeInTheDocument();
    expect(within(fresh).queryByText('Bought')).not.toBeInTheDocument();
    await user.click(within(fresh).getByRole('button', { name: 'Remove “Headlights (remaster)”' }));
    expect(onRemove).toHaveBeenCalledWith('track-2');
  });

  test('without buyers, nothing is marked', () => {
    setup({ tracks: bought.slice(1) });
    expect(screen.queryByText('New for buyers')).not.toBeInTheDocument();
  });
});
