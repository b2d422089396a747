import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomBar } from './bottom-bar';

const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Widgets/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { parameters: { session: 'anonymous' } };
export const SessionLoading: Story = { parameters: { session: 'loading' } };
/** Profile (initials) and Logout. */
export const Authenticated: Story = { parameters: { session: 'authenticated' } };
export const AuthenticatedWithAvatar: Story = {
  parameters: { session: 'authenticated', sessionUser: { avatarUrl: PORTRAIT } },
};
export const OnTheProfilePage: Story = {
  parameters: { session: 'authenticated', route: '/dashboard' },
};
export const SmallPhone: Story = {
  parameters: { session: 'authenticated' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** The search icon opens "Search artists, albums, tracks...". */
export const SearchOpen: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  },
};
