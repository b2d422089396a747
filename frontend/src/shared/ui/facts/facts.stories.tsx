import type { Meta, StoryObj } from '@storybook/react-vite';
import { Facts } from './facts';

const meta = {
  title: 'Shared/Facts',
  component: Facts,
  args: {
    facts: [
      ['Buyer', 'Ada Lovelace · ada@encore.test'],
      ['Amount', '€9.00'],
      ['Checkout opened', '26 Nov 2026, 14:03'],
      ['Email at checkout', '—'],
    ],
  },
} satisfies Meta<typeof Facts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
