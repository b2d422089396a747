import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { trackStatus } from '../lib/track-status';
import { TrackRow } from './track-row';

const track = studioTrackFixture({
  facts: {
    duration_s: 214,
    sample_rate: 44_100,
    bit_depth: 24,
    channels: 2,
    format: 'flac',
    lossless: true,
  },
});

const meta = {
  title: 'Pages/ArtistStudioRelease/TrackRow',
  component: TrackRow,
  decorators: [
    (Story) => (
      <ol style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ol>
    ),
  ],
  args: {
    track,
    status: trackStatus(track, undefined),
    isFirst: false,
    isLast: false,
    canRemove: true,
    buyers: 0,
    error: null,
    onEdit: fn(),
    onMove: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof TrackRow>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Uploading: Story = {
  args: { status: { kind: 'uploading', upload: localUploadFixture() } },
};
export const UploadPaused: Story = {
  args: { status: { kind: 'uploading', upload: localUploadFixture({ phase: 'paused' }) } },
};
export const UploadFailed: Story = {
  args: {
    status: {
      kind: 'upload_failed',
      upload: localUploadFixture({ phase: 'failed' }),
      reason:
        'The connection to Encore was lost. Retry: the upload continues from where it stopped.',
      retryable: true,
    },
  },
};
export const RefusedFile: Story = {
  args: {
    track: studioTrackFixture({ title: 'cv', file_name: 'cv.wav' }),
    status: {
      kind: 'failed',
      reason: 'This file is a PDF, not audio. Upload WAV, AIFF, FLAC, ALAC, MP3 or Ogg.',
      retryable: false,
    },
  },
};
export const UploadInterrupted: Story = {
  args: { status: { kind: 'upload_interrupted', fileName: '01 Headlights.wav' } },
};
export const Processing: Story = {
  args: { status: { kind: 'processing', step: 'Making the streams and the preview', percent: 42 } },
};
export const ProcessingFailed: Story = {
  args: {
    status: {
      kind: 'failed',
      reason: 'This file ends early: it may have been cut short while copying.',
      retryable: true,
    },
  },
};
export const InvalidIsrc: Story = {
  args: { error: 'isrc must be an ISRC like GB-AYE-06-01498 (country, registrant, year, number)' },
};
/** Buyers have it: it stays (Remove says why on hover and focus). */
export const Bought: Story = { args: { track: { ...track, sold: true }, buyers: 12 } };
/** The disabled Remove, focused with the keyboard, says why the track stays. */
export const BoughtRemoveSaysWhy: Story = {
  args: { track: { ...track, sold: true }, buyers: 12 },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Remove “Headlights”' }).parentElement?.focus();
    await within(document.body).findByRole('tooltip');
  },
};
/** Ready, and not yet in the buyers' hands: the next publication mails them its title. */
export const NewForBuyers: Story = {
  args: { track: { ...track, title: 'Headlights (2027 remaster)' }, buyers: 12 },
};
export const FirstOfAPublishedRelease: Story = { args: { isFirst: true, canRemove: false } };
export const LongTitle: Story = {
  args: {
    track: studioTrackFixture({
      title: 'The Very Long Title Of A Track Recorded Live At The Harbour (Extended Mix)',
      file_name:
        '07 The Very Long Title Of A Track Recorded Live At The Harbour (Extended Mix).aiff',
    }),
  },
};
export const Mobile: Story = {
  args: { status: { kind: 'uploading', upload: localUploadFixture() } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
