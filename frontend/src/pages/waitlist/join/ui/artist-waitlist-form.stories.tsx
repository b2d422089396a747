import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerificationFrame, type WaitlistFormView } from '@/features/waitlist-signup';
import { filledArtistDraft } from '../testing/artist-drafts';
import { ArtistWaitlistForm } from './artist-waitlist-form';

const formView = (overrides: Partial<WaitlistFormView> = {}): WaitlistFormView => ({
  status: 'editing',
  error: null,
  fieldError: null,
  canSubmit: true,
  ...overrides,
});
const GENRES = ['indie folk', 'electronic', 'hip hop', 'jazz', 'classical', 'rock'];
/** Stand-ins for the provider's widget, which solves by itself (Storybook has no API). */
const VERIFIED = <p role="status">Verified</p>;
const SOLVING = <p role="status">Verifying…</p>;
const WIDGET_FAILED = <p role="alert">Could not load verification challenge. Please refresh.</p>;

/**
 * The artist waitlist form in every state of spec §4, and the verification step's states: the
 * button waits for a widget that is still solving, and is disabled only when it cannot run.
 */
const meta = {
  title: 'Pages/Join/Artist waitlist form',
  component: ArtistWaitlistForm,
  args: { view: formView(), genres: GENRES, onSubmit: fn(), verification: VERIFIED },
} satisfies Meta<typeof ArtistWaitlistForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Filled: Story = { args: { initialDraft: filledArtistDraft() } };
export const Submitting: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({ status: 'submitting', canSubmit: false }),
  },
};
export const Success: Story = { args: { view: formView({ status: 'success' }) } };
export const RightsNotConfirmed: Story = {
  args: {
    view: formView({
      status: 'error',
      error: 'You must confirm you own the rights to the music.',
      fieldError: {
        field: 'owns_rights',
        message: 'You must confirm you own the rights to the music.',
      },
    }),
  },
};
export const ServerFieldError: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({
      status: 'error',
      error: 'email must be an email',
      fieldError: { field: 'email', message: 'email must be an email' },
    }),
  },
};
export const SubmissionFailed: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({ status: 'error', error: 'Submission failed' }),
  },
};
/** Pressed while the widget was still solving: the form goes by itself once it has its proof. */
export const WaitingForVerification: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({ status: 'verifying', canSubmit: false }),
    verification: SOLVING,
  },
};
/** The widget failed while the press waited (its own words beside it); a press tries again. */
export const VerificationRequired: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({
      status: 'error',
      error: 'Please complete the human verification step.',
    }),
    verification: WIDGET_FAILED,
  },
};
export const VerificationFailedOnServer: Story = {
  args: {
    initialDraft: filledArtistDraft(),
    view: formView({
      status: 'error',
      error: 'Verification challenge failed. Please try refreshing the page.',
    }),
    // The refused token is gone and the widget is solving a fresh one.
    verification: SOLVING,
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
  args: { initialDraft: filledArtistDraft() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
