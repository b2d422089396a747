import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerificationFrame, type WaitlistFormView } from '@/features/waitlist-signup';
import { emptyFanDraft } from '../lib/fan-payload';
import { FanWaitlistForm } from './fan-waitlist-form';

const formView = (overrides: Partial<WaitlistFormView> = {}): WaitlistFormView => ({
  status: 'editing',
  error: null,
  fieldError: null,
  canSubmit: true,
  ...overrides,
});
const FILLED = {
  ...emptyFanDraft(),
  name: 'Grace Hopper',
  email: 'grace@example.com',
  favourite_artist: 'The Analytical Engines',
  streaming_platform: 'tidal',
  country: 'US',
  referral_source: 'friend',
};

/** The fan waitlist form in every state of spec §4, and the verification step's states. */
const meta = {
  title: 'Pages/Fan waitlist/Fan waitlist form',
  component: FanWaitlistForm,
  args: { view: formView(), onSubmit: fn(), verification: <p role="status">Verified</p> },
} satisfies Meta<typeof FanWaitlistForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Filled: Story = { args: { initialDraft: FILLED } };
export const Submitting: Story = {
  args: { initialDraft: FILLED, view: formView({ status: 'submitting', canSubmit: false }) },
};
export const Success: Story = { args: { view: formView({ status: 'success' }) } };
export const SubmissionFailed: Story = {
  args: { initialDraft: FILLED, view: formView({ status: 'error', error: 'Submission failed' }) },
};
export const RateLimited: Story = {
  args: {
    initialDraft: FILLED,
    view: formView({ status: 'error', error: 'Too many sign-ups from here. Please try later.' }),
  },
};
export const VerificationRequired: Story = {
  args: {
    view: formView({
      status: 'error',
      error: 'Please complete the human verification step.',
      canSubmit: false,
    }),
    verification: <VerificationFrame state="loading" />,
  },
};
export const VerificationUnsupported: Story = {
  args: {
    view: formView({ canSubmit: false }),
    verification: <VerificationFrame state="unsupported" />,
  },
};
export const VerificationCouldNotLoad: Story = {
  args: {
    view: formView({ canSubmit: false }),
    verification: <VerificationFrame state="failed" />,
  },
};
export const Mobile: Story = {
  args: { initialDraft: FILLED },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
