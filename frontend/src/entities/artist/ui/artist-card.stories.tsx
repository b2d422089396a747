import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtistCard } from './artist-card';

const PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Entities/Artist/ArtistCard',
  component: ArtistCard,
  args: {
    artist: {
      id: '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40',
      slug: 'neon-harbor',
      name: 'Neon Harbor',
      image_url: PHOTO,
      genres: ['synthwave', 'electronic', 'retro'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArtistCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};
export const NoPhotoNoGenres: Story = {
  args: {
    artist: { id: 'a-2', slug: null, name: 'Ghost Orchard', image_url: null, genres: [] },
  },
};
export const LongName: Story = {
  args: {
    artist: {
      id: 'a-3',
      slug: 'ama-oduya-and-the-lagos-lights',
      name: 'Ama Oduya & The Lagos Lights',
      image_url: null,
      genres: ['afrobeat', 'highlife'],
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
