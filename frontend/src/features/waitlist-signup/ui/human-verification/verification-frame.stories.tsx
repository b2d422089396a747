import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationFrame } from './verification-frame';

/**
 * The verification step's own states (the widget itself is the provider's, and solves by
 * itself once the form is touched). In the two problem states the form's button is disabled.
 */
const meta = {
  title: 'Features/Waitlist signup/Verification',
  component: VerificationFrame,
  args: { state: 'loading' },
} satisfies Meta<typeof VerificationFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A press of submit now waits for the widget instead of being refused. */
export const Loading: Story = {};
export const Unsupported: Story = { args: { state: 'unsupported' } };
export const CouldNotLoad: Story = { args: { state: 'failed' } };
