import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteDraftDialog, UnpublishDialog } from './release-confirm-dialogs';

const meta = {
  title: 'Pages/ArtistStudioRelease/ReleaseConfirmDialogs',
  component: UnpublishDialog,
  args: {
    open: true,
    title: 'Low Tide',
    pending: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof UnpublishDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unpublish: Story = {};
export const Unpublishing: Story = { args: { pending: true } };
export const Failed: Story = { args: { error: 'Check your connection and try again.' } };
export const DeleteDraft: Story = { render: (args) => <DeleteDraftDialog {...args} /> };
export const DeletingDraft: Story = {
  args: { pending: true },
  render: (args) => <DeleteDraftDialog {...args} />,
};
