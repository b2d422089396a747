import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Shared/Checkbox',
  component: Checkbox,
  args: { label: 'I want to offer exclusives to my fans', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Required: Story = {
  args: { label: 'I own the rights to the music I submit', required: true },
};
export const WithError: Story = {
  args: {
    label: 'I own the rights to the music I submit',
    required: true,
    error: 'You must confirm you own the rights to the music.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const LongText: Story = {
  args: {
    label:
      'I am registered with a collection society (for example PRS, PPL, ASCAP or BMI) and can provide my membership details if asked',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
