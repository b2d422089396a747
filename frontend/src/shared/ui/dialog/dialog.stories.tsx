import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { LockIcon } from '@/shared/ui/icons';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Shared/Dialog',
  component: Dialog,
  args: {
    defaultOpen: true,
    title: 'SoundCheck Exclusive',
    description: 'This track is part of a Soundcheck album. Buy access once to hear it in full.',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="ghost">Maybe Later</Button>
        </DialogClose>
        <Button icon={<LockIcon size={16} />}>View Album</Button>
      </>
    ),
    trigger: <Button variant="secondary">Open dialog</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const LoginPrompt: Story = {
  args: {
    title: 'Login to Encore',
    description: 'You must be logged in to play full tracks.',
    footer: <Button>Go to Login</Button>,
  },
};
export const WithoutDescription: Story = {
  args: {
    description: undefined,
    title: 'Search artists, albums, tracks...',
    size: 'md',
    footer: undefined,
    children: <p>Results appear here.</p>,
  },
};
export const LongContent: Story = {
  args: {
    size: 'lg',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Soundcheck gives fans behind-the-scenes content, early access to releases, acoustic
            versions and artist commentary. Paragraph {index + 1}.
          </p>
        ))}
      </div>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
