import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Widgets/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { parameters: { session: 'anonymous' } };
export const SessionLoading: Story = { parameters: { session: 'loading' } };
export const Authenticated: Story = { parameters: { session: 'authenticated' } };
export const SmallPhone: Story = {
  parameters: { session: 'anonymous' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
