import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayIcon, ShareIcon } from '@/shared/ui/icons';
import { Button } from './button';

const meta = {
  title: 'Shared/Button',
  component: Button,
  args: { children: 'Join the waitlist', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Maybe Later' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcon: Story = { args: { icon: <PlayIcon />, children: 'Play Album' } };
export const WithTrailingIcon: Story = {
  args: { variant: 'secondary', iconEnd: <ShareIcon />, children: 'Share' },
};
export const Loading: Story = { args: { loading: true, children: 'Redirecting to Stripe' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { children: 'Join the Encore artist waitlist and keep 80% of your streaming royalties' },
};
export const FullWidthOnMobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#login">Login</a> },
};
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};
