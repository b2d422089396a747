import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './home-page';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
