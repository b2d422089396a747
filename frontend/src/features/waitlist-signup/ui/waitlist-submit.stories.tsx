import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WaitlistFormView } from '../model/waitlist-form';
import { WaitlistSubmit } from './waitlist-submit';

const view = (overrides: Partial<WaitlistFormView> = {}): WaitlistFormView => ({
  status: 'editing',
  error: null,
  fieldError: null,
  canSubmit: true,
  ...overrides,
});

/**
 * The waitlist forms' button (issue 23 §4): it takes a press while the widget still solves
 * (then says "Verifying you're human…" and the form goes once the proof is ready), and is
 * disabled, visibly, only where the form cannot be sent at all.
 */
const meta = {
  title: 'Features/Waitlist signup/Submit button',
  component: WaitlistSubmit,
  args: { view: view(), label: 'Join the Fan Waitlist' },
} satisfies Meta<typeof WaitlistSubmit>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Verified, or still solving: a press is always answered. */
export const Ready: Story = {};
/** Pressed before the proof was ready: the form is sent by itself once it is. */
export const WaitingForVerification: Story = {
  args: { view: view({ status: 'verifying', canSubmit: false }) },
};
export const Submitting: Story = {
  args: { view: view({ status: 'submitting', canSubmit: false }) },
};
/** The widget failed while the press waited: spec §5's words; a press tries again. */
export const VerificationFailed: Story = {
  args: {
    view: view({ status: 'error', error: 'Please complete the human verification step.' }),
  },
};
/** The widget cannot run in this browser or did not load: truly nothing to press. */
export const CannotVerify: Story = { args: { view: view({ canSubmit: false }) } };
