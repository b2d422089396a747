import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from './panel';

const meta = {
  title: 'Shared/Panel',
  component: Panel,
  args: { title: 'Sessions', children: <p>The account’s signed-in devices.</p> },
} satisfies Meta<typeof Panel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
