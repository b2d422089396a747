import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { statusFixture } from '../testing/second-factor-fixtures';
import { SecondFactorStatusView } from './second-factor-status';

const meta = {
  title: 'Features/SecondFactor/SecondFactorStatusView',
  component: SecondFactorStatusView,
  args: {
    state: 'ready',
    status: statusFixture(),
    disableWarning:
      'Your recovery codes stop working, and signing in needs only your password again.',
    isDisableFormOpen: false,
    disableError: null,
    isDisabling: false,
    onRetry: fn(),
    onDisableRequested: fn(),
    onDisableCancelled: fn(),
    onDisableSubmitted: fn(),
  },
} satisfies Meta<typeof SecondFactorStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Loading: Story = { args: { state: 'loading', status: null } };
export const Failed: Story = { args: { state: 'failed', status: null } };
export const FewCodesLeft: Story = { args: { status: statusFixture({ recovery_codes_left: 1 }) } };
export const TurningOff: Story = { args: { isDisableFormOpen: true } };
export const TurnOffRefused: Story = {
  args: {
    isDisableFormOpen: true,
    disableError: 'That code is not right. Enter the current code from your authenticator app.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
