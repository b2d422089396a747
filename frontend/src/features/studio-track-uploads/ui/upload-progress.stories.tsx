import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localUploadFixture, STARTING_UPLOAD } from '../testing/upload-fixtures';
import { UploadProgress } from './upload-progress';

const meta = {
  title: 'Features/StudioTrackUploads/UploadProgress',
  component: UploadProgress,
  args: { upload: localUploadFixture(), onPause: fn(), onResume: fn() },
} satisfies Meta<typeof UploadProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const Starting: Story = { args: { upload: STARTING_UPLOAD } };
export const Paused: Story = { args: { upload: localUploadFixture({ phase: 'paused' }) } };
export const LongFileName: Story = {
  args: {
    upload: localUploadFixture({
      fileName:
        '07 The Very Long Title Of A Track Recorded Live At The Harbour (Extended Mix).aiff',
    }),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
