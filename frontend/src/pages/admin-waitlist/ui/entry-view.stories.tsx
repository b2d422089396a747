import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ARTIST_DETAIL, FAN_DETAIL, INVITED_DETAIL } from '../testing/waitlist-fixtures';
import { EntryView } from './entry-view';

const meta = {
  title: 'Pages/AdminWaitlist/EntryView',
  component: EntryView,
  args: {
    entry: FAN_DETAIL,
    noteDraft: '',
    noteError: null,
    isAddingNote: false,
    onNoteType: fn(),
    onNoteSubmit: fn(),
    onDecide: fn(),
  },
} satisfies Meta<typeof EntryView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A confirmed fan, no decision yet: approve and reject are open. */
export const Pending: Story = {};
/** Every answer of the artist form; unconfirmed, so approving waits (the reason is shown). */
export const UnconfirmedArtist: Story = { args: { entry: ARTIST_DETAIL } };
export const Invited: Story = { args: { entry: INVITED_DETAIL } };
export const Registered: Story = {
  args: {
    entry: {
      ...INVITED_DETAIL,
      status: 'registered',
      invite: INVITED_DETAIL.invite && { ...INVITED_DETAIL.invite, used: 1, status: 'used_up' },
      actions: {
        ...INVITED_DETAIL.actions,
        resend_invite: {
          allowed: false,
          reason: 'This person has registered with their invite code already.',
        },
      },
    },
  },
};
export const Rejected: Story = {
  args: {
    entry: {
      ...FAN_DETAIL,
      status: 'rejected',
      decided_at: '2026-11-26T10:00:00.000000Z',
      decided_by_email: 'admin@encore.local',
      rejection_reason: 'Duplicate of another entry with a work address.',
      actions: {
        ...FAN_DETAIL.actions,
        reject: {
          allowed: false,
          reason: 'This entry is rejected already. Add a note if there is more to say.',
        },
      },
    },
  },
};
export const AddingNote: Story = {
  args: { noteDraft: 'Asked a friend at the label about them.', isAddingNote: true },
};
export const NoteFailed: Story = {
  args: { noteDraft: 'Kept as typed.', noteError: 'The note must be 1 to 2000 characters' },
};
export const Mobile: Story = {
  args: { entry: ARTIST_DETAIL },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
