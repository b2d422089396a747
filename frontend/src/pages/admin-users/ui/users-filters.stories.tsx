import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UsersFilters } from './users-filters';

const meta = {
  title: 'Pages/AdminUsers/UsersFilters',
  component: UsersFilters,
  args: {
    search: '',
    role: 'all',
    status: 'all',
    onSearch: fn(),
    onRole: fn(),
    onStatus: fn(),
  },
} satisfies Meta<typeof UsersFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = { args: { search: 'lena', role: 'artist', status: 'disabled' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
