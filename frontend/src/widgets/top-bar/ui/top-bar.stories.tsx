import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './top-bar';

// A tiny inline image keeps the story offline-friendly.
const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Widgets/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { parameters: { session: 'anonymous' } };
export const SessionLoading: Story = { parameters: { session: 'loading' } };
/** No avatar yet: the account menu button shows the initials. */
export const AuthenticatedWithInitials: Story = { parameters: { session: 'authenticated' } };
export const AuthenticatedWithAvatar: Story = {
  parameters: { session: 'authenticated', sessionUser: { avatarUrl: PORTRAIT } },
};
