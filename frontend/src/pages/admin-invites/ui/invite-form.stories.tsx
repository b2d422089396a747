import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inviteFixture } from '../testing/invite-fixtures';
import { CreatedInvite } from './created-invite';
import { InviteForm } from './invite-form';

const meta = {
  title: 'Pages/AdminInvites/InviteForm',
  component: InviteForm,
  args: { error: null, isCreating: false, onSubmit: fn() },
} satisfies Meta<typeof InviteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Creating: Story = { args: { isCreating: true } };
export const Refused: Story = {
  args: { error: 'expires_at must be in the future and at most 365 days from now.' },
};
/** The code just made, above the form. */
export const Created: Story = {
  decorators: [
    (Story) => (
      <>
        <CreatedInvite invite={inviteFixture()} onCopy={fn()} onDismiss={fn()} />
        <Story />
      </>
    ),
  ],
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
