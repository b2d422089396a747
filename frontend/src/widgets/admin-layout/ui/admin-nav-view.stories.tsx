import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { ADMIN_NAV } from '../config/admin-nav';
import { AdminNavView } from './admin-nav-view';

const meta = {
  title: 'Widgets/AdminLayout/AdminNav',
  component: AdminNavView,
  args: { groups: ADMIN_NAV, isOpeningQueueBoard: false, onOpenQueueBoard: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/invites']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AdminNavView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Invites is the current page. */
export const Desktop: Story = {};
export const OpeningQueueBoard: Story = { args: { isOpeningQueueBoard: true } };
/** One scrolling row of pills at 390 px. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
