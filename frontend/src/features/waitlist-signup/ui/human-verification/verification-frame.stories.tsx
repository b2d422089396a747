import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationFrame } from './verification-frame';

/** The verification step's own states (the widget itself is the provider's). */
const meta = {
  title: 'Features/Waitlist signup/Verification',
  component: VerificationFrame,
  args: { state: 'loading' },
} satisfies Meta<typeof VerificationFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Unsupported: Story = { args: { state: 'unsupported' } };
export const CouldNotLoad: Story = { args: { state: 'failed' } };
