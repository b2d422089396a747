import type { Meta, StoryObj } from '@storybook/react-vite';
import { PORTRAIT } from '../testing/story-fixtures';
import { AvatarUpload } from './avatar-upload';

const meta = {
  title: 'Pages/Dashboard/AvatarUpload',
  component: AvatarUpload,
  args: {
    displayName: 'Lena Marsh',
    currentUrl: null,
    previewUrl: null,
    hasSelection: false,
    isUploading: false,
    progress: 0,
    error: null,
    onFileChosen: () => undefined,
    onUpload: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof AvatarUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoAvatarYet: Story = {};
export const CurrentAvatar: Story = { args: { currentUrl: PORTRAIT } };
export const PreviewBeforeUpload: Story = { args: { previewUrl: PORTRAIT, hasSelection: true } };
export const Uploading: Story = {
  args: { previewUrl: PORTRAIT, hasSelection: true, isUploading: true, progress: 0.42 },
};
export const WrongFileType: Story = { args: { error: 'Choose a JPEG, PNG or WebP image.' } };
export const UploadFailed: Story = {
  args: {
    previewUrl: PORTRAIT,
    hasSelection: true,
    error: 'Failed to upload avatar: This file is not an image we can use.',
  },
};
export const Mobile: Story = {
  args: { previewUrl: PORTRAIT, hasSelection: true, isUploading: true, progress: 0.7 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
