import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
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
  return { onDrop };
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
