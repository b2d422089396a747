import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReleaseStateChip } from './release-state-chip';

const meta = {
  title: 'Entities/Release/ReleaseStateChip',
  component: ReleaseStateChip,
  args: { state: 'draft' },
} satisfies Meta<typeof ReleaseStateChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const Scheduled: Story = { args: { state: 'scheduled' } };
export const Published: Story = { args: { state: 'published' } };
export const TakenDown: Story = { args: { state: 'taken_down' } };
