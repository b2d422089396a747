import type { Meta, StoryObj } from '@storybook/react-vite';
import { localUploadFixture } from '../testing/upload-fixtures';
import { UploadsUnderWay } from './uploads-under-way';

const meta = {
  title: 'Features/StudioTrackUploads/UploadsUnderWay',
  component: UploadsUnderWay,
  args: {
    uploads: [
      localUploadFixture(),
      localUploadFixture({ trackId: 't2', fileName: '02 Tide.wav', phase: 'paused' }),
    ],
    titleOf: (): string | null => 'Night Ferry',
    pathOf: (id: string) => `/artist/studio/releases/${id}`,
  },
} satisfies Meta<typeof UploadsUnderWay>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const UnknownRelease: Story = { args: { titleOf: () => null } };
/** Nothing on its way: nothing is shown. */
export const NothingUploading: Story = { args: { uploads: [] } };
