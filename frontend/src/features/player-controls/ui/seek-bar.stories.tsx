import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { playerStoreValues, playerTrackFixture } from '@/entities/player/index.testing';
import { DEMO_PEAKS } from '@/shared/ui/waveform/index.testing';
import type { PeaksReply } from '../api/fetch-peaks';
import { fetchPeaksFx } from '../model/waveform';
import { SeekBar } from './seek-bar';

const PEAKS_URL = '/api/media/peaks/audio/t-1/m1/peaks.json';
const withPeaks = playerTrackFixture({ peaksUrl: PEAKS_URL });

interface Setup {
  /** What the peaks address answers: the demo song's peaks by default. */
  answer?: () => Promise<PeaksReply>;
  /** The track; one with peaks by default. */
  track?: typeof withPeaks;
  progress?: number;
  duration?: number;
  /** The box the bar sits in: the desktop bar's centre or a phone's full player. */
  width: number;
}

const song = () => Promise.resolve({ peaks: [...DEMO_PEAKS], durationS: 225 });

/** Each story gets its own scope: the player at 1:02 of 3:45, the peaks answered as it shows. */
const withPlayer = ({ answer = song, track = withPeaks, width, ...player }: Setup): Decorator => {
  const scope = fork({
    values: playerStoreValues({ track, progress: 62, ...player }),
    handlers: [[fetchPeaksFx, answer]],
  });
  return (Story) => (
    <Provider value={scope}>
      <div style={{ width, maxWidth: '100%', padding: 16 }}>
        <Story />
      </div>
    </Provider>
  );
};

const meta = {
  title: 'Features/PlayerControls/SeekBar',
  component: SeekBar,
  args: { layout: 'inline' },
} satisfies Meta<typeof SeekBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The desktop bar: the track's waveform between the times, the played part in the brand colour. */
export const WaveformInline: Story = { decorators: [withPlayer({ width: 560 })] };
/** The full player on a phone: a taller waveform with fewer bars, the times under it. */
export const WaveformStacked: Story = {
  args: { layout: 'stacked' },
  decorators: [withPlayer({ width: 360 })],
};
/** Near the end: almost all of it played. */
export const WaveformNearTheEnd: Story = {
  decorators: [withPlayer({ width: 560, progress: 214 })],
};
/** A track without peaks (not processed yet): the plain bar. */
export const WithoutPeaks: Story = {
  decorators: [withPlayer({ width: 560, track: playerTrackFixture() })],
};
export const WithoutPeaksStacked: Story = {
  args: { layout: 'stacked' },
  decorators: [withPlayer({ width: 360, track: playerTrackFixture() })],
};
/** The peaks are on their way: the plain bar, in the waveform's room, seeks as usual. */
export const LoadingPeaks: Story = {
  decorators: [withPlayer({ width: 560, answer: () => new Promise<PeaksReply>(() => undefined) })],
};
export const LoadingPeaksStacked: Story = {
  args: { layout: 'stacked' },
  decorators: [withPlayer({ width: 360, answer: () => new Promise<PeaksReply>(() => undefined) })],
};
/** The peaks could not be fetched: the plain bar, nothing said (playback is not affected). */
export const PeaksFailed: Story = {
  decorators: [
    withPlayer({
      width: 560,
      answer: () => Promise.reject(new Error('Peaks request failed: 503')),
    }),
  ],
};
/** A visitor's 30-second preview: the whole track's waveform would not fit it, so the plain bar. */
export const Preview: Story = {
  decorators: [withPlayer({ width: 560, progress: 12, duration: 30 })],
};
