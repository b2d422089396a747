import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleImage } from '@/shared/ui/square-crop-dialog/index.testing';
import { ArtworkField, type ArtworkFieldProps } from './artwork-field';

function renderField(props: Partial<ArtworkFieldProps> = {}) {
  const handlers = {
    onFile: jest.fn<ArtworkFieldProps['onFile']>(),
    onCropConfirmed: jest.fn<ArtworkFieldProps['onCropConfirmed']>(),
    onCropCancelled: jest.fn<ArtworkFieldProps['onCropCancelled']>(),
  };
  const { container } = render(
    <ArtworkField
      url={null}
      isUploading={false}
      progress={0}
      error={null}
      crop={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, container };
}

const cover = new File(['png'], 'cover.png', { type: 'image/png' });

describe('ArtworkField', () => {
  test('a chosen or dropped image is handed on; no dialog until it is opened', async () => {
    const { onFile, container } = renderField();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input');
    await userEvent.setup().upload(input, cover);
    expect(onFile).toHaveBeenLastCalledWith(cover);

    const dropped = new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' });
    const field = screen.getByRole('button', { name: 'Upload artwork' }).parentElement;
    if (field === null) throw new Error('No field');
    fireEvent.drop(field, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(onFile).toHaveBeenLastCalledWith(dropped);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('nothing is taken before the release exists', () => {
    const { onFile } = renderField({
      disabledReason: 'Create the release first, then add its artwork.',
    });
    expect(screen.getByRole('button', { name: 'Upload artwork' })).toBeDisabled();
    const field = screen.getByRole('button', { name: 'Upload artwork' }).parentElement;
    if (field === null) throw new Error('No field');
    fireEvent.drop(field, { dataTransfer: { types: ['Files'], files: [cover] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  test('the opened image is cropped in “Crop your artwork”; its square is what goes on', async () => {
    const { onCropConfirmed, onCropCancelled } = renderField({
      crop: { file: cover, image: sampleImage(2000, 1400), refusal: null },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your artwork' });
    const frame = within(dialog).getByRole('slider', { name: 'Crop frame' });
    frame.focus();
    const user = userEvent.setup();
    await user.keyboard('{Home}');
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(onCropConfirmed).toHaveBeenCalledWith({ x: 0, y: 0, size: 1400 });
    expect(onCropCancelled).not.toHaveBeenCalled();
  });

  test('a refused image says why in the dialog and can only be cancelled', async () => {
    const { onCropCancelled, onCropConfirmed } = renderField({
      crop: {
        file: cover,
        image: sampleImage(1200, 800),
        refusal: 'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your artwork' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'artwork must be at least 1400 × 1400.',
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCropCancelled).toHaveBeenCalledTimes(1);
    expect(onCropConfirmed).not.toHaveBeenCalled();
  });
});
