import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $sessionStatus, SessionProvider, type SessionStatus } from '@/entities/session';
import { BottomBar } from './bottom-bar';

const withSession =
  (status: SessionStatus): Decorator =>
  (Story) => (
    <Provider value={fork({ values: [[$sessionStatus, status]] })}>
      <SessionProvider>
        <Story />
      </SessionProvider>
    </Provider>
  );

const meta = {
  title: 'Widgets/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { decorators: [withSession('anonymous')] };
export const SessionLoading: Story = { decorators: [withSession('loading')] };
export const Authenticated: Story = { decorators: [withSession('authenticated')] };
export const SmallPhone: Story = {
  decorators: [withSession('anonymous')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
