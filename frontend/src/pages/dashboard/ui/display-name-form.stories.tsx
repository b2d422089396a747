import type { Meta, StoryObj } from '@storybook/react-vite';
import { DisplayNameForm } from './display-name-form';

const meta = {
  title: 'Pages/Dashboard/DisplayNameForm',
  component: DisplayNameForm,
  args: { displayName: 'Lena Marsh', error: null, isSaving: false, onSubmit: () => undefined },
} satisfies Meta<typeof DisplayNameForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { isSaving: true } };
export const Invalid: Story = { args: { error: 'Display name must be 1 to 60 characters.' } };
export const Failed: Story = { args: { error: 'Profile update failed' } };
export const LongName: Story = {
  args: { displayName: 'Maximilian Alexander Featherstonehaugh-Worthington the Third' },
};
