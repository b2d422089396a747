import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinksField } from './links-field';

const meta = {
  title: 'Pages/ArtistStudioProfile/LinksField',
  component: LinksField,
  args: {
    links: [
      { id: 0, url: 'https://neonharbor.bandcamp.com/' },
      { id: 1, url: 'https://www.instagram.com/neonharbor.music' },
    ],
    nextLinkId: 2,
    onAdd: fn(),
    onChange: fn(),
    onRemove: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof LinksField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const Empty: Story = { args: { links: [], nextLinkId: 0 } };
export const RowRefused: Story = {
  args: {
    links: [
      { id: 0, url: 'https://neonharbor.bandcamp.com/' },
      { id: 1, url: 'http://neonharbor.example' },
    ],
    rowErrors: { 1: 'Use the secure address: it starts with https://.' },
  },
};
/** Ten links: the most a page lists, so no more can be added. */
export const Full: Story = {
  args: {
    links: Array.from({ length: 10 }, (_, id) => ({ id, url: `https://site${id + 1}.example` })),
    nextLinkId: 10,
    error: 'Links must be https addresses, like https://yourname.bandcamp.com.',
  },
};
