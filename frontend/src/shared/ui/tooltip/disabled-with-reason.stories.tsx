import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { PlayIcon, ShareIcon } from '@/shared/ui/icons';
import { DisabledWithReason } from './disabled-with-reason';

const meta = {
  title: 'Shared/DisabledWithReason',
  component: DisabledWithReason,
  args: {
    reason: 'No playable tracks available',
    children: <IconButton label="Play" icon={<PlayIcon />} variant="primary" size="lg" disabled />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DisabledWithReason>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A `disabled` button: the focusable wrapper takes hover and Tab, and shows the reason. */
export const DisabledButton: Story = {};
/** A group of disabled buttons behind one reason (Play all and Shuffle in a preview). */
export const DisabledGroup: Story = {
  args: {
    reason: 'Play from the editor',
    children: (
      <div style={{ display: 'inline-flex', gap: 8 }}>
        <Button icon={<PlayIcon size={18} />} disabled>
          Play all
        </Button>
        <Button variant="secondary" icon={<ShareIcon size={18} />} disabled>
          Share
        </Button>
      </div>
    ),
  },
};
/** A control that stays focusable itself (`aria-disabled`): no wrapper, no second tab stop. */
export const FocusableChild: Story = {
  args: {
    reason: 'Play from the editor',
    focusableChild: true,
    children: (
      <button type="button" aria-disabled="true" aria-label="Play Harbour Lights">
        <PlayIcon size={16} />
      </button>
    ),
  },
};
/** A long reason wraps inside the tooltip's width, also at 390 px. */
export const LongReason: Story = {
  args: {
    reason:
      'Purchases and sharing are off in the listener preview: publish the release, then share its page from the catalogue.',
  },
};
