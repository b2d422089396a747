import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PHOTO_URL } from '../testing/profile-fixtures';
import { PhotoField } from './photo-field';

const meta = {
  title: 'Pages/ArtistStudioProfile/PhotoField',
  component: PhotoField,
  args: {
    url: PHOTO_URL,
    name: 'Neon Harbor',
    isUploading: false,
    isRemoving: false,
    progress: 0,
    error: null,
    onFile: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PhotoField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};
export const NoPhoto: Story = { args: { url: null } };
export const Uploading: Story = { args: { isUploading: true, progress: 0.65 } };
export const Removing: Story = { args: { isRemoving: true } };
export const Refused: Story = {
  args: { error: 'This image could not be read. Please try another file.' },
};
