import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { sampleImage } from './sample-image';
import { SquareCropDialog } from './square-crop-dialog';

const meta = {
  title: 'Shared/SquareCropDialog',
  component: SquareCropDialog,
  args: {
    open: true,
    title: 'Crop your artwork',
    description: 'Covers are square. Choose the part of your image to keep.',
    image: sampleImage(2000, 1400),
    minSide: 1400,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SquareCropDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Wider than tall: the square slides across; it cannot zoom (1400 is the shorter side). */
export const WideImage: Story = {};
/** Exactly the minimum: nothing to move or zoom, and it can be used as it is. */
export const SquareImage: Story = { args: { image: sampleImage(1400, 1400) } };
export const TallImage: Story = { args: { image: sampleImage(1600, 2400) } };
/** Refused before any upload, in the server's words. */
export const TooSmall: Story = {
  args: {
    image: sampleImage(1200, 800),
    refusal: 'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
  },
};
/** A large image zoomed in from the keyboard (+ three times), then moved left. */
export const Zoomed: Story = {
  args: { image: sampleImage(4000, 3000) },
  play: async ({ userEvent }) => {
    const frame = await screen.findByRole('slider', { name: 'Crop frame' });
    frame.focus();
    await userEvent.keyboard('+++{Shift>}{ArrowLeft}{/Shift}');
  },
};
export const MakingTheCrop: Story = { args: { pending: true } };
export const CropFailed: Story = {
  args: { error: 'The crop could not be made. Try again, or choose another image.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
