import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ArtworkField } from './artwork-field';

const meta = {
  title: 'Pages/ArtistStudioRelease/ArtworkField',
  component: ArtworkField,
  args: {
    url: null,
    isUploading: false,
    progress: 0,
    error: null,
    onFile: fn(),
  },
} satisfies Meta<typeof ArtworkField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoArtwork: Story = {};
export const WithArtwork: Story = { args: { url: '/placeholders/album.svg' } };
export const Uploading: Story = { args: { isUploading: true, progress: 0.4 } };
export const TooSmall: Story = {
  args: { error: 'Artwork must be at least 1400 × 1400 pixels.' },
};
export const BeforeTheReleaseExists: Story = {
  args: { disabledReason: 'Create the release first, then add its artwork.' },
};
