import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { EMPTY_OVERVIEW, OVERVIEW } from '../testing/overview-fixtures';
import { OverviewView } from './overview-view';

const meta = {
  title: 'Pages/AdminDashboard/OverviewView',
  component: OverviewView,
  args: { status: 'ready', overview: OVERVIEW, isRefreshing: false, onRefresh: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof OverviewView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One queue past both of its limits. */
export const Loaded: Story = {};
export const Loading: Story = { args: { status: 'loading', overview: null } };
export const Failed: Story = { args: { status: 'failed', overview: null } };
export const RefreshFailed: Story = { args: { status: 'failed' } };
export const Refreshing: Story = { args: { isRefreshing: true } };
export const FreshInstall: Story = { args: { overview: EMPTY_OVERVIEW } };
export const QueuesUnavailable: Story = { args: { overview: { ...OVERVIEW, queues: null } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
