import type { Meta, StoryObj } from '@storybook/react-vite';
import { queueRows } from '../lib/overview-figures';
import { OVERVIEW } from '../testing/overview-fixtures';
import { QueueHealthTable } from './queue-health-table';

const meta = {
  title: 'Pages/AdminDashboard/QueueHealthTable',
  component: QueueHealthTable,
  args: { rows: queueRows(OVERVIEW.queues ?? []) },
} satisfies Meta<typeof QueueHealthTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Queues: Story = {};
export const Loading: Story = { args: { rows: null } };
export const Empty: Story = { args: { rows: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
