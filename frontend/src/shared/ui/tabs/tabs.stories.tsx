import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { Tabs } from './tabs';

const meta = {
  title: 'Shared/Tabs',
  component: Tabs,
  args: {
    label: 'Search results',
    items: [
      { value: 'artists', label: 'Artists (3)', content: <p>Three artists match.</p> },
      { value: 'albums', label: 'Albums (12)', content: <p>Twelve albums match.</p> },
      { value: 'tracks', label: 'Tracks (40)', content: <p>Forty tracks match.</p> },
    ],
    defaultValue: 'artists',
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'albums' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'artists', label: 'Artists (0)', content: null, disabled: true },
      { value: 'albums', label: 'Albums (2)', content: <p>Two albums match.</p> },
    ],
    defaultValue: 'albums',
  },
};
export const WithTrailingLink: Story = {
  args: {
    listEnd: (
      <Button asChild variant="ghost" size="sm">
        <a href="#discover">Discover</a>
      </Button>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
