import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurchasesSection } from './purchases-section';

const meta = {
  title: 'Pages/Dashboard/PurchasesSection',
  component: PurchasesSection,
} satisfies Meta<typeof PurchasesSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
