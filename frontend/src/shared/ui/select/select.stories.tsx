import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './select';

const COUNTRIES = [
  'United Kingdom',
  'United States',
  'Canada',
  'Australia',
  'Ireland',
  'Germany',
  'France',
  'Netherlands',
  'Sweden',
  'Norway',
  'New Zealand',
].map((country) => ({ value: country, label: country }));

const meta = {
  title: 'Shared/Select',
  component: Select,
  args: {
    label: 'Country',
    options: COUNTRIES,
    placeholder: 'Choose your country',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'Ireland' } };
export const Required: Story = { args: { required: true, hint: 'Where you are based today.' } };
export const WithError: Story = { args: { required: true, error: 'Choose a country.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Canada' } };
export const ReleasePlan: Story = {
  args: {
    label: 'Albums in the next 12-24 months',
    options: ['0', '1', '2', '3', '4', '5+'].map((count, index) => ({
      value: String(index),
      label: count,
    })),
    defaultValue: '0',
  },
};
export const LongOptionText: Story = {
  args: {
    label: 'How did you hear about us?',
    options: [
      {
        value: 'friend',
        label: 'A friend or fellow musician who already uses Encore told me about it',
      },
      { value: 'social', label: 'Social media' },
      { value: 'other', label: 'Other', disabled: true },
    ],
    defaultValue: 'friend',
  },
};
export const OpenOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
