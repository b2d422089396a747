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
/** Stand-ins for the provider's widget, which solves by itself (Storybook has no API). */
const SOLVING = <p role="status">Verifying…</p>;
const WIDGET_FAILED = <p role="alert">Could not load verification challenge. Please refresh.</p>;
const FILLED = {
  ...emptyFanDraft(),
  name: 'Grace Hopper',
  email: 'grace@example.com',
  favourite_artist: 'The Analytical Engines',
  streaming_platform: 'tidal',
  country: 'US',
  referral_source: 'friend',
};

/**
 * The fan waitlist form in every state of spec §4, and the verification step's states: the
 * button waits for a widget that is still solving, and is disabled only when it cannot run.
 */
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
/** Pressed while the widget was still solving: the form goes by itself once it has its proof. */
export const WaitingForVerification: Story = {
  args: {
    initialDraft: FILLED,
    view: formView({ status: 'verifying', canSubmit: false }),
    verification: SOLVING,
  },
};
/** The widget failed while the press waited (its own words beside it); a press tries again. */
export const VerificationRequired: Story = {
  args: {
    initialDraft: FILLED,
    view: formView({
      status: 'error',
      error: 'Please complete the human verification step.',
    }),
    verification: WIDGET_FAILED,
  },
};
/** The widget cannot run in this browser: the button is disabled, and looks it. */
export const VerificationUnsupported: Story = {
  args: {
    view: formView({ canSubmit: false }),
    verification: <VerificationFrame state="unsupported" />,
  },
};
/** The widget did not load (retried every second): disabled until it does. */
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
