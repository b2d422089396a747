import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_PEAKS } from './demo-peaks';
import { WaveformBars } from './waveform-bars';
import { waveformBars } from './waveform-peaks';

const meta = {
  title: 'Shared/WaveformBars',
  component: WaveformBars,
  args: { bars: waveformBars(DEMO_PEAKS, 120), label: 'Waveform of “Night Ferry”' },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%', height: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WaveformBars>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every bar muted: nothing highlighted. */
export const Plain: Story = {};
/** The played part of a track, up to the middle of a bar: the clip is exact. */
export const PlayedPart: Story = { args: { highlight: { from: 0, to: 0.423 } } };
/** A stretch in the middle, as the studio's preview window. */
export const Window: Story = { args: { highlight: { from: 0.3, to: 0.44 } } };
/** Fewer peaks than bars: one bar each. */
export const FewPeaks: Story = {
  args: { bars: [0.2, 0.5, 0.9, 0.4, 0.1, 0.7, 0.3], highlight: { from: 0, to: 0.5 } },
};
/** The colours come from custom properties. */
export const OwnColours: Story = {
  args: { highlight: { from: 0, to: 0.6 } },
  decorators: [
    (Story) => (
      <div
        style={{
          height: '100%',
          ['--waveform-highlight-color' as string]: 'var(--color-secondary)',
          ['--waveform-opacity' as string]: 0.3,
        }}
      >
        <Story />
      </div>
    ),
  ],
};
