import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrackDropZone } from './track-drop-zone';

const meta = {
  title: 'Features/StudioTrackUploads/TrackDropZone',
  component: TrackDropZone,
  args: { onFiles: fn() },
} satisfies Meta<typeof TrackDropZone>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A release without tracks: the big target. */
export const Empty: Story = {};
/** Tracks exist: a slimmer bar above them. */
export const Compact: Story = { args: { compact: true } };
export const SomeFilesNotAdded: Story = {
  args: {
    compact: true,
    problems: [
      { fileName: 'cover.png', message: '“cover.png” is empty: there is nothing to upload.' },
      { fileName: '03 Tide.wav', message: '“03 Tide.wav”: A release can have at most 100 tracks.' },
    ],
  },
};
/** A published release: its tracks cannot change. */
export const Disabled: Story = {
  args: {
    compact: true,
    disabledReason: 'Tracks can be added only while the release is a draft. Unpublish it first.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
