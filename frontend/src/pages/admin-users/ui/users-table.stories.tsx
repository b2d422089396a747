import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { userFixture } from '../testing/account-fixtures';
import { UsersTable } from './users-table';

const ROWS = [
  userFixture(),
  userFixture({
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    email: 'orla.quill.with.a.very.long.address@example-label.co.uk',
    display_name: 'Orla Quill',
    role: 'artist',
    artist: { id: 'x', name: 'The Quiet Arcade' },
  }),
  userFixture({
    id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
    email: 'sam@example.com',
    display_name: 'Sam Reyes',
    role: 'admin',
  }),
  userFixture({
    id: '9b2f7c1e-1111-4c5e-9d7a-2b3c4d5e6f70',
    email: 'banned@example.com',
    display_name: 'Not Welcome',
    disabled_at: '2026-11-20T10:00:00.000Z',
  }),
];

const meta = {
  title: 'Pages/AdminUsers/UsersTable',
  component: UsersTable,
  args: {
    rows: ROWS,
    loading: false,
    sort: { key: 'created', direction: 'desc' },
    empty: 'No account matches this search and these filters.',
    onSortChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof UsersTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortedByEmail: Story = { args: { sort: { key: 'email', direction: 'asc' } } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
