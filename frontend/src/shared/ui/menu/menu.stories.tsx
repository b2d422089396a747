import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { LogoutIcon, ShareIcon, UserIcon } from '@/shared/ui/icons';
import { Menu, MenuHeader, MenuItem, MenuSeparator } from './menu';

const meta = {
  title: 'Shared/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Options</Button>,
    align: 'start',
    children: null,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

const items = (
  <>
    <MenuItem icon={<UserIcon size={18} />}>My Profile</MenuItem>
    <MenuItem icon={<ShareIcon size={18} />}>Share</MenuItem>
    <MenuSeparator />
    <MenuItem icon={<LogoutIcon size={18} />}>Logout</MenuItem>
  </>
);

export const Closed: Story = { args: { children: items } };
export const Open: Story = { args: { children: items, defaultOpen: true } };
export const WithHeaderAndLongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <MenuHeader>
          <strong>Maximilian Alexander Featherstonehaugh-Worthington</strong>
          <span>maximilian.featherstonehaugh-worthington@example.com</span>
        </MenuHeader>
        <MenuSeparator />
        {items}
      </>
    ),
  },
};
export const DisabledItem: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <MenuItem>Available</MenuItem>
        <MenuItem disabled>Not available yet</MenuItem>
      </>
    ),
  },
};
export const Mobile: Story = {
  args: { children: items, defaultOpen: true, align: 'end' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
