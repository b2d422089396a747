import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackDropZone, type TrackDropZoneProps } from './track-drop-zone';

const master = (name: string) => new File(['RIFF'], name, { type: 'audio/wav' });
const MASTERS = [master('01 Headlights.wav'), master('02 Night Ferry.wav'), master('03 Tides.wav')];

/** What a browser's drag of files from the desktop carries. */
const filesDrag = (files: File[]) => ({
  dataTransfer: { types: ['Files'], files, dropEffect: 'none' },
});

function renderZone(props: Partial<TrackDropZoneProps> = {}) {
  const onFiles = jest.fn<(files: File[]) => void>();
  render(<TrackDropZone onFiles={onFiles} {...props} />);
  return { onFiles, zone: screen.getByRole('region', { name: 'Drop your tracks here' }) };
}

describe('TrackDropZone', () => {
  test('three files dropped at once are handed on together, in their order', () => {
    const { onFiles, zone } = renderZone();
    fireEvent.dragEnter(zone, filesDrag(MASTERS));
    fireEvent.dragOver(zone, filesDrag(MASTERS));
    fireEvent.drop(zone, filesDrag(MASTERS));
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file) => file.name)).toEqual([
      '01 Headlights.wav',
      '02 Night Ferry.wav',
      '03 Tides.wav',
    ]);
  });

  test('files dragged over light the zone up; leaving or dropping puts it out', () => {
    const { zone } = renderZone();
    expect(zone).not.toHaveAttribute('data-active');
    fireEvent.dragEnter(zone, filesDrag(MASTERS));
    expect(zone).toHaveAttribute('data-active', 'true');
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveAttribute('data-active');
    fireEvent.dragOver(zone, filesDrag(MASTERS));
    expect(zone).toHaveAttribute('data-active', 'true');
    fireEvent.drop(zone, filesDrag(MASTERS));
    expect(zone).not.toHaveAttribute('data-active');
  });

  test('a drag of something other than files (text, a link) is not taken', () => {
    const { onFiles, zone } = renderZone();
    const text = { dataTransfer: { types: ['text/plain'], files: [], dropEffect: 'none' } };
    fireEvent.dragOver(zone, text);
    expect(zone).not.toHaveAttribute('data-active');
    fireEvent.drop(zone, text);
    expect(onFiles).not.toHaveBeenCalled();
  });

  test('while files cannot be added, a drop hands nothing on and the zone says why', () => {
    const reason = 'Tracks can be added only while the release is a draft. Unpublish it first.';
    const { onFiles, zone } = renderZone({ disabledReason: reason });
    fireEvent.dragOver(zone, filesDrag(MASTERS));
    expect(zone).not.toHaveAttribute('data-active');
    fireEvent.drop(zone, filesDrag(MASTERS));
    expect(onFiles).not.toHaveBeenCalled();
    expect(zone).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  test('files picked with the button are handed on like dropped ones', async () => {
    const user = userEvent.setup();
    const { onFiles, zone } = renderZone();
    await user.upload(zone.querySelector('input[type="file"]') as HTMLInputElement, MASTERS);
    expect(onFiles.mock.calls[0]?.[0]).toHaveLength(3);
  });
});
