import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'Shared/SearchBox',
  component: SearchBox,
  args: {
    label: 'Search accounts',
    placeholder: 'Start of an email or name',
    value: '',
    maxLength: 100,
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchBox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'ada@' } };
