import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { ArtistHeader } from './artist-header';

const PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Entities/Artist/ArtistHeader',
  component: ArtistHeader,
  args: {
    artist: {
      name: 'Neon Harbor',
      image_url: PHOTO,
      banner_url: null,
      banner_image: null,
      artist_logo: null,
    },
  },
} satisfies Meta<typeof ArtistHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As the artist page opens, with its actions beside the photo. */
export const WithActions: Story = { args: { actions: <Button size="lg">Play all</Button> } };
/** As the studio's preview shows it: no actions, a heading under the page's own. */
export const Preview: Story = { args: { headingLevel: 3 } };
export const NoPhoto: Story = {
  args: {
    artist: {
      name: 'A name long enough to wrap over more than one line of the banner',
      image_url: null,
      banner_url: null,
      banner_image: null,
      artist_logo: null,
    },
  },
};
/** In a narrow column (the studio's preview): laid out as on a phone. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
