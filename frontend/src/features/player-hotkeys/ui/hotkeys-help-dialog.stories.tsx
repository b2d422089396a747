import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HotkeysHelpDialog } from './hotkeys-help-dialog';

const meta = {
  title: 'Features/PlayerHotkeys/HotkeysHelpDialog',
  component: HotkeysHelpDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof HotkeysHelpDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
