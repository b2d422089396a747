import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IconComponent } from './create-icon';
import * as icons from './icons';

const ALL_ICONS: [string, IconComponent][] = Object.entries(icons);

function IconGallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ALL_ICONS.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 16,
            borderRadius: 10,
            background: 'var(--color-surface)',
          }}
        >
          <Icon size={size} />
          <code style={{ fontSize: 12, color: 'var(--color-text-muted)' }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Shared/Icons',
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
export const Large: Story = { args: { size: 40 } };
export const Accent: Story = {
  decorators: [
    (Story) => (
      <div style={{ color: 'var(--color-primary)' }}>
        <Story />
      </div>
    ),
  ],
};
