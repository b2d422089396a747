import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAN_DETAIL, INVITED_DETAIL } from '../testing/waitlist-fixtures';
import { DecisionDialog } from './decision-dialog';

const meta = {
  title: 'Pages/AdminWaitlist/DecisionDialog',
  component: DecisionDialog,
  args: {
    decision: 'approve',
    entry: FAN_DETAIL,
    reason: '',
    pending: false,
    error: null,
    onReasonType: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DecisionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Approve: Story = {};
export const Approving: Story = { args: { pending: true } };
/** The reject button waits for a reason. */
export const Reject: Story = { args: { decision: 'reject' } };
export const RejectWithReason: Story = {
  args: {
    decision: 'reject',
    reason: 'No music links yet: ask them to add one and sign up again.',
  },
};
export const ResendInvite: Story = { args: { decision: 'resend_invite', entry: INVITED_DETAIL } };
export const Refused: Story = {
  args: {
    error:
      'This entry is approved already and its invite code has been made. To withdraw it, revoke the code on the invites page.',
  },
};
export const Mobile: Story = {
  args: { decision: 'reject' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
