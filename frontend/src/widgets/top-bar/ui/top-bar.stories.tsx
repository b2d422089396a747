import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $sessionStatus, SessionProvider, type SessionStatus } from '@/entities/session';
import { TopBar } from './top-bar';

const withSession =
  (status: SessionStatus): Decorator =>
  (Story) => (
    <Provider value={fork({ values: [[$sessionStatus, status]] })}>
      <SessionProvider>
        <Story />
      </SessionProvider>
    </Provider>
  );

/** Marks where later issues plug in; not a control. */
function SlotOutline({ label }: { label: string }) {
  return (
    <div
      style={{
        padding: '8px 12px',
        border: '1px dashed var(--color-border-strong)',
        borderRadius: 8,
        fontSize: 12,
      }}
    >
      {label}
    </div>
  );
}

const meta = {
  title: 'Widgets/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { decorators: [withSession('anonymous')] };
export const SessionLoading: Story = { decorators: [withSession('loading')] };
export const Authenticated: Story = { decorators: [withSession('authenticated')] };
export const SlotsOutlined: Story = {
  decorators: [withSession('authenticated')],
  args: {
    searchSlot: <SlotOutline label="Search box slot" />,
    accountSlot: <SlotOutline label="Avatar menu slot" />,
  },
};
