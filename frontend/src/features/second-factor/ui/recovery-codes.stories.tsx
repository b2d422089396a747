import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { recoveryCodesFile } from '../lib/recovery-codes-file';
import { RECOVERY_CODES } from '../testing/second-factor-fixtures';
import { RecoveryCodes } from './recovery-codes';

const meta = {
  title: 'Features/SecondFactor/RecoveryCodes',
  component: RecoveryCodes,
  args: {
    codes: RECOVERY_CODES,
    file: recoveryCodesFile(RECOVERY_CODES, 'admin@encore.test'),
    onCopy: fn(),
    onSaved: fn(),
  },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Continue" stays disabled until "I have saved my recovery codes" is ticked. */
export const Shown: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
