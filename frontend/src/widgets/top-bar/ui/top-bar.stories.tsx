import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './top-bar';

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

export const Anonymous: Story = { parameters: { session: 'anonymous' } };
export const SessionLoading: Story = { parameters: { session: 'loading' } };
export const Authenticated: Story = { parameters: { session: 'authenticated' } };
export const SlotsOutlined: Story = {
  parameters: { session: 'authenticated' },
  args: {
    searchSlot: <SlotOutline label="Search box slot" />,
    accountSlot: <SlotOutline label="Avatar menu slot" />,
  },
};
