import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RangePicker } from './range-picker';

const NOW = new Date('2026-11-26T12:00:00Z');

const meta = {
  title: 'Pages/ArtistDashboard/RangePicker',
  component: RangePicker,
  args: {
    value: { preset: '28d' },
    onChange: fn(),
    period: { from: '2026-10-30', to: '2026-11-26' },
    now: NOW,
  },
} satisfies Meta<typeof RangePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Preset: Story = {};
/** A custom range: its days in the form, checked on Apply against the server's rules. */
export const Custom: Story = { args: { value: { from: '2026-09-01', to: '2026-09-30' } } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = {
  args: { value: { from: '2026-09-01', to: '2026-09-30' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
