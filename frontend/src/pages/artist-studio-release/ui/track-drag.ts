import { type DragEvent, type HTMLAttributes, type LiHTMLAttributes, useState } from 'react';

/** What one row gets for dragging: its handle's and its own handlers, and how it looks now. */
export interface TrackRowDrag {
  handle: HTMLAttributes<HTMLSpanElement>;
  row: LiHTMLAttributes<HTMLLIElement>;
  state: 'dragging' | 'over' | null;
}

/**
 * Reordering with a pointer (HTML drag and drop): a row is picked up by its handle and dropped on
 * another row, taking that row's position. The up/down buttons stay the way for the keyboard,
 * screen readers and touch screens (where browsers start no drag), so the handle is decorative.
 */
export function useTrackDrag(
  enabled: boolean,
  onDrop: (trackId: string, position: number) => void,
): (trackId: string, position: number) => TrackRowDrag | undefined {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return (trackId, position) => {
    if (!enabled) return undefined;
    const accept = (event: DragEvent<HTMLLIElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      if (over !== trackId) setOver(trackId);
    };
    return {
      state: dragging === trackId ? 'dragging' : over === trackId ? 'over' : null,
      handle: {
        draggable: true,
        onDragStart: (event) => {
          setDragging(trackId);
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only with some data; the row is dragged, not just its handle.
          event.dataTransfer.setData('text/plain', trackId);
          const row = event.currentTarget.closest('li');
          if (row !== null) event.dataTransfer.setDragImage(row, 16, 16);
        },
        onDragEnd: end,
      },
      row: {
        onDragEnter: accept,
        onDragOver: accept,
        onDrop: (event) => {
          if (dragging === null) return;
          event.preventDefault();
          if (dragging !== trackId) onDrop(dragging, position);
          end();
        },
      },
    };
  };
}
