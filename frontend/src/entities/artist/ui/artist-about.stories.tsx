import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtistAbout } from './artist-about';

const meta = {
  title: 'Entities/Artist/ArtistAbout',
  component: ArtistAbout,
  args: {
    artist: {
      name: 'Neon Harbor',
      bio: 'Synth-pop from a port town that never sleeps. Four friends, two synthesisers and a drum machine they found in a skip.',
      social_links: {
        bandcamp: 'https://neonharbor.bandcamp.com/',
        instagram: 'https://www.instagram.com/neonharbor.music',
        'neonharbor.example': 'https://neonharbor.example/tour',
      },
      genre: ['Electronic', 'Synthwave'],
      mood: ['Nocturnal'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArtistAbout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = {
  args: { artist: { name: 'Neon Harbor', bio: null, social_links: {}, genre: [], mood: [] } },
};
export const LongBio: Story = {
  args: {
    artist: {
      name: 'Neon Harbor',
      bio: 'A longer story. '.repeat(60),
      social_links: {},
      genre: ['Electronic'],
      mood: [],
    },
  },
};
