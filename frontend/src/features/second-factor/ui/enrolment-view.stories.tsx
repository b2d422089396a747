import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ENROLMENT_START, RECOVERY_CODES } from '../testing/second-factor-fixtures';
import { EnrolmentView } from './enrolment-view';

const meta = {
  title: 'Features/SecondFactor/EnrolmentView',
  component: EnrolmentView,
  args: {
    step: 'idle',
    enrolment: null,
    recoveryCodes: [],
    account: 'admin@encore.test',
    error: null,
    isStarting: false,
    isConfirming: false,
    intro:
      'Admins sign in with a code from an authenticator app as well as their password. Set one up now to continue to the admin area.',
    onStart: fn(),
    onCancel: fn(),
    onSubmitCode: fn(),
    onCopyCodes: fn(),
    onCodesSaved: fn(),
  },
} satisfies Meta<typeof EnrolmentView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Intro: Story = {};
export const Starting: Story = { args: { isStarting: true } };
export const StartFailed: Story = {
  args: {
    error: 'Your account already has an authenticator app. Turn it off first to set up a new one.',
  },
};
export const Scan: Story = { args: { step: 'scan', enrolment: ENROLMENT_START } };
export const Confirming: Story = {
  args: { step: 'scan', enrolment: ENROLMENT_START, isConfirming: true },
};
export const WrongCode: Story = {
  args: {
    step: 'scan',
    enrolment: ENROLMENT_START,
    error: 'That code is not right. Enter the current code from your authenticator app.',
  },
};
export const RecoveryCodesShown: Story = {
  args: { step: 'codes', recoveryCodes: RECOVERY_CODES },
};
export const Mobile: Story = {
  args: { step: 'scan', enrolment: ENROLMENT_START },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
