import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { $toasts, toastShown, type Toast } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { Toaster } from './toast';

/** Each story gets its own scope, pre-filled with the toasts it shows. */
const withToasts =
  (toasts: Toast[]): Decorator =>
  (Story) => (
    <Provider value={fork({ values: [[$toasts, toasts]] })}>
      <Story />
    </Provider>
  );

function ToastPlayground() {
  const show = useUnit(toastShown);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => show({ kind: 'success', text: 'Link copied to clipboard!' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => show({ kind: 'info', text: 'Playback is coming soon.' })}
      >
        Info
      </Button>
      <Button
        variant="danger"
        onClick={() => show({ kind: 'error', text: 'Failed to load album information' })}
      >
        Error
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Shared/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  decorators: [
    withToasts([
      { id: 1, kind: 'success', text: "You're on the list! We'll be in touch soon." },
      { id: 2, kind: 'info', text: 'Playback for Soundcheck albums is coming soon.' },
      { id: 3, kind: 'warning', text: 'Access required to add tracks to playlist' },
      { id: 4, kind: 'error', text: 'One or more API requests failed' },
    ]),
  ],
};
export const LongText: Story = {
  decorators: [
    withToasts([
      {
        id: 1,
        kind: 'error',
        text: 'Verification challenge failed. Please try refreshing the page. If it keeps failing, check that your browser allows third-party scripts for this site.',
      },
    ]),
  ],
};
export const Empty: Story = { decorators: [withToasts([])] };
export const Mobile: Story = {
  ...Kinds,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Playground: Story = {
  render: () => <ToastPlayground />,
  decorators: [withToasts([])],
};
