import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleImage } from './sample-image';
import { SquareCropDialog, type SquareCropDialogProps } from './index';

function renderDialog(props: Partial<SquareCropDialogProps> = {}) {
  const onConfirm = jest.fn<SquareCropDialogProps['onConfirm']>();
  const onCancel = jest.fn<SquareCropDialogProps['onCancel']>();
  const all: SquareCropDialogProps = {
    open: true,
    title: 'Crop your artwork',
    image: sampleImage(2000, 1400),
    minSide: 1400,
    onConfirm,
    onCancel,
    ...props,
  };
  const view = render(<SquareCropDialog {...all} />);
  const rerender = (next: Partial<SquareCropDialogProps>) => {
    view.rerender(<SquareCropDialog {...all} {...next} />);
  };
  return { onConfirm, onCancel, rerender };
}

const frameOf = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Crop your artwork' });
  return { dialog, frame: within(dialog).getByRole('slider', { name: 'Crop frame' }) };
};

/** The crop the frame announces ("Crop 1400 × 1400 at 120, 0"). */
function cropIn(frame: HTMLElement): { x: number; y: number; size: number } {
  const match = /^Crop (\d+) × \1 at (\d+), (\d+)$/.exec(
    frame.getAttribute('aria-valuetext') ?? '',
  );
  if (match === null) throw new Error('The frame names no crop');
  return { size: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
}

describe('SquareCropDialog', () => {
  test('a wide image: the largest square, centred, moved with the keys, never past the edge', async () => {
    const { onConfirm } = renderDialog();
    const { dialog, frame } = await frameOf();
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 300, 0');
    expect(within(dialog).getByRole('img', { name: /2000 × 1400 pixels/ })).toBeVisible();
    // Its shorter side is the minimum: nothing to zoom.
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeDisabled();

    const user = userEvent.setup();
    frame.focus();
    await user.keyboard('{ArrowRight}');
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 314, 0');
    expect(frame).toHaveAttribute('aria-valuenow', '314');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 600, 0');
    expect(frame).toHaveAttribute('aria-valuemax', '600');

    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(onConfirm).toHaveBeenCalledWith({ x: 600, y: 0, size: 1400 });
  });

  test('a square image of exactly 1400 is used as it is, without moving anything', async () => {
    const { onConfirm } = renderDialog({ image: sampleImage(1400, 1400) });
    const { dialog, frame } = await frameOf();
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 0, 0');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(onConfirm).toHaveBeenCalledWith({ x: 0, y: 0, size: 1400 });
  });

  test('zooming (slider or keys) keeps the centre and never goes under 1400 pixels', async () => {
    const { onConfirm } = renderDialog({ image: sampleImage(4000, 3000) });
    const { dialog, frame } = await frameOf();
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('max', '1600');
    expect(zoom).toHaveAttribute('aria-valuetext', '3000 × 3000 pixels');

    fireEvent.change(zoom, { target: { value: '1000' } });
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 2000 × 2000 at 1000, 500');
    expect(zoom).toHaveAttribute('aria-valuetext', '2000 × 2000 pixels');

    frame.focus();
    await userEvent.setup().keyboard('++++++++++');
    const closest = cropIn(frame);
    expect(closest.size).toBe(1400);
    expect(zoom).toHaveValue('1600');
    // Around the same centre (whole pixels each step: it may drift by one).
    expect(Math.abs(closest.x + 700 - 2000)).toBeLessThanOrEqual(1);
    expect(Math.abs(closest.y + 700 - 1500)).toBeLessThanOrEqual(1);

    await userEvent.setup().keyboard('{End}');
    expect(cropIn(frame)).toEqual({ ...closest, x: 2600 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(onConfirm).toHaveBeenCalledWith({ ...closest, x: 2600 });
  });

  test('an image too small is refused in the given words, with nothing to confirm', async () => {
    const { onCancel, onConfirm } = renderDialog({
      image: sampleImage(1200, 800),
      refusal: 'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your artwork' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
    );
    expect(within(dialog).queryByRole('slider')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Use this crop' })).toBeNull();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('without words of its own, a too-small image is still refused', async () => {
    renderDialog({ image: sampleImage(1399, 2000) });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your artwork' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This image is 1399 × 2000 pixels; it must be at least 1400 × 1400.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Use this crop' })).toBeNull();
  });

  test('Cancel and Escape confirm nothing', async () => {
    const { onCancel, onConfirm } = renderDialog();
    const { dialog } = await frameOf();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('while the crop is made nothing moves or cancels; a failure is shown in the dialog', async () => {
    renderDialog({ pending: true, error: 'The crop could not be made.' });
    const { dialog, frame } = await frameOf();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The crop could not be made.');
    frame.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 300, 0');
  });

  test('another image starts again, centred', async () => {
    const { rerender } = renderDialog();
    const { frame } = await frameOf();
    frame.focus();
    await userEvent.setup().keyboard('{Home}');
    expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 0, 0');
    rerender({ image: sampleImage(1400, 2000) });
    expect(screen.getByRole('slider', { name: 'Crop frame' })).toHaveAttribute(
      'aria-valuetext',
      'Crop 1400 × 1400 at 0, 300',
    );
  });
});
