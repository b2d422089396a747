import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { confirmationFixture, SESSION_ID } from '../testing/confirmation-fixtures';
import { PaymentResult } from './payment-result';

const { album, customer_email: email } = confirmationFixture('paid');
const confirmed = { sessionId: SESSION_ID, email, album };

const meta = {
  title: 'Pages/Payment/PaymentSuccess',
  component: PaymentResult,
  args: { view: { kind: 'granted', ...confirmed }, onRetry: fn() },
} satisfies Meta<typeof PaymentResult>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paid: access granted, with the album to open. */
export const Granted: Story = {};
/** An asynchronous payment settling: the page asks again every 2 s. */
export const Processing: Story = {
  args: { view: { kind: 'processing', slow: false, ...confirmed } },
};
/** Still settling after a minute: the page stops asking, the listener may ask again. */
export const ProcessingSlow: Story = {
  args: { view: { kind: 'processing', slow: true, ...confirmed } },
};
export const Failed: Story = {
  args: { view: { kind: 'not-completed', reason: 'failed', ...confirmed } },
};
export const Expired: Story = {
  args: { view: { kind: 'not-completed', reason: 'expired', ...confirmed, email: null } },
};
export const Refunded: Story = {
  args: { view: { kind: 'no-access', status: 'refunded', ...confirmed } },
};
export const Checking: Story = { args: { view: { kind: 'checking', sessionId: SESSION_ID } } };
export const SignedOut: Story = { args: { view: { kind: 'signed-out', sessionId: SESSION_ID } } };
export const NoSession: Story = { args: { view: { kind: 'no-session' } } };
export const NotYourSession: Story = {
  args: {
    view: {
      kind: 'error',
      sessionId: SESSION_ID,
      message: 'We could not find this checkout session.',
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
