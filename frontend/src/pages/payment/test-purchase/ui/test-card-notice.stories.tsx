import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestCardNotice } from './test-card-notice';

const meta = {
  title: 'Pages/Payment/TestCardNotice',
  component: TestCardNotice,
} satisfies Meta<typeof TestCardNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
