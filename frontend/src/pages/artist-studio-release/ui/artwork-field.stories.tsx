import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '@/shared/ui/square-crop-dialog/index.testing';
import { ArtworkField } from './artwork-field';

const chosen = (width: number, height: number, refusal: string | null = null) => ({
  file: new File([], 'cover.png', { type: 'image/png' }),
  image: sampleImage(width, height),
  refusal,
});

const meta = {
  title: 'Pages/ArtistStudioRelease/ArtworkField',
  component: ArtworkField,
  args: {
    url: null,
    isUploading: false,
    progress: 0,
    error: null,
    crop: null,
    onFile: fn(),
    onCropConfirmed: fn(),
    onCropCancelled: fn(),
  },
} satisfies Meta<typeof ArtworkField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoArtwork: Story = {};
export const WithArtwork: Story = { args: { url: '/placeholders/album.svg' } };
export const ReadingTheImage: Story = { args: { isOpening: true } };
/** The chosen image in the crop dialog. */
export const Cropping: Story = { args: { crop: chosen(2000, 1400) } };
export const MakingTheCrop: Story = { args: { crop: chosen(2000, 1400), isCropping: true } };
/** Refused in the dialog, before any upload. */
export const TooSmallToCrop: Story = {
  args: {
    crop: chosen(
      1200,
      800,
      'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
    ),
  },
};
export const Uploading: Story = { args: { isUploading: true, progress: 0.4 } };
export const TooSmall: Story = {
  args: { error: 'Artwork must be at least 1400 × 1400 pixels.' },
};
export const BeforeTheReleaseExists: Story = {
  args: { disabledReason: 'Create the release first, then add its artwork.' },
};
