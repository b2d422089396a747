import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';

const meta = {
  title: 'Shared/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Discover', lead: 'New music from independent artists, picked for you.' },
} satisfies Meta<typeof Page>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Narrow: Story = {
  args: { width: 'narrow', title: 'Privacy Policy', lead: 'How Encore handles your data.' },
};
export const HeadingOnly: Story = { args: { title: 'Log in to Encore', lead: undefined } };
export const LongTitle: Story = {
  args: {
    title: 'Artist Rights & Platform Terms Summary for Independent Musicians and Their Teams',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
