import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DEMO_PEAKS } from '@/shared/ui/waveform/index.testing';
import { previewWindowAt } from '../lib/preview-window';
import { PreviewStartView, type PreviewStartViewProps } from './preview-start-view';

/** The view with its window movable, as the model would keep it. */
function Movable(props: PreviewStartViewProps) {
  const [startS, setStartS] = useState(props.window.startS);
  return (
    <PreviewStartView
      {...props}
      window={previewWindowAt(props.durationS, startS)}
      onMove={(next) => {
        setStartS(next);
        props.onMove(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/ArtistStudioRelease/PreviewStartView',
  component: PreviewStartView,
  render: (args) => <Movable {...args} />,
  args: {
    trackName: '“Headlights”',
    durationS: 214,
    window: previewWindowAt(214, 65),
    peaks: { status: 'ready', peaks: [...DEMO_PEAKS] },
    changed: false,
    save: null,
    isPlaying: false,
    playbackError: null,
    onMove: fn(),
    onPlay: fn(),
    onStop: fn(),
    onSave: fn(),
    onRetryPeaks: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreviewStartView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const DefaultStart: Story = { args: { window: previewWindowAt(214, null) } };
export const Loading: Story = { args: { peaks: { status: 'loading' } } };
export const NoWaveform: Story = { args: { peaks: { status: 'ready', peaks: [] } } };
export const WaveformFailed: Story = {
  args: {
    peaks: {
      status: 'failed',
      message: 'This track’s waveform is not ready yet: it appears once the track is processed.',
    },
  },
};
export const Moved: Story = { args: { window: previewWindowAt(214, 120), changed: true } };
export const Saving: Story = {
  args: { window: previewWindowAt(214, 120), changed: true, save: { status: 'saving' } },
};
export const Saved: Story = {
  args: { window: previewWindowAt(214, 120), save: { status: 'saved' } },
};
export const SaveFailed: Story = {
  args: {
    window: previewWindowAt(214, 120),
    changed: true,
    save: {
      status: 'failed',
      message: 'The preview must start within the track: before 214 seconds.',
    },
  },
};
export const Playing: Story = { args: { isPlaying: true } };
export const PlaybackFailed: Story = {
  args: { playbackError: 'This track can be played here once it is processed.' },
};
export const ShortTrack: Story = {
  args: {
    durationS: 24,
    window: previewWindowAt(24, null),
    peaks: { status: 'ready', peaks: DEMO_PEAKS.slice(0, 400) },
  },
};
export const LongTrack: Story = {
  args: { durationS: 3725, window: previewWindowAt(3725, 1800) },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
