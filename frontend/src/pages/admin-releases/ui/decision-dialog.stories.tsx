import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { releaseFixture, TAKE_DOWN_REASON, takenDownFixture } from '../testing/release-fixtures';
import { DecisionDialog } from './decision-dialog';

const meta = {
  title: 'Pages/AdminReleases/DecisionDialog',
  component: DecisionDialog,
  args: {
    kind: 'take_down',
    release: releaseFixture(),
    reason: '',
    reasonError: null,
    pending: false,
    error: null,
    onReasonType: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DecisionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TakeDown: Story = {};
export const ReasonMissing: Story = {
  args: { reasonError: 'Say why it is taken down: the artist reads it.' },
};
export const TakingDown: Story = { args: { reason: TAKE_DOWN_REASON, pending: true } };
export const Refused: Story = {
  args: { reason: TAKE_DOWN_REASON, error: 'There is no release with this id.' },
};
export const Restore: Story = {
  args: {
    kind: 'restore',
    release: takenDownFixture(),
    reason: 'The label confirmed the artist holds the rights after all.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
