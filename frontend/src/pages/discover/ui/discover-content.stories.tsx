import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Page } from '@/shared/ui/page';
import { DiscoverContent } from './discover-content';
import { DiscoverError } from './discover-error';
import { DiscoverSkeleton } from './discover-skeleton';
import { CONTENT } from '../testing/story-fixtures';

const meta = {
  title: 'Pages/Discover/DiscoverPage',
  component: DiscoverContent,
  args: { content: CONTENT },
  decorators: [
    (Story) => (
      <Page title="Discover" lead="New music and exclusives from independent artists.">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof DiscoverContent>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const OnlyGenres: Story = {
  args: { content: { ...CONTENT, newReleases: [], featuredArtists: [], soundcheckAlbums: [] } },
};
export const Empty: Story = {
  args: { content: { newReleases: [], featuredArtists: [], soundcheckAlbums: [], genres: [] } },
};
export const LongText: Story = {
  args: {
    content: {
      ...CONTENT,
      genres: [{ name: 'experimental ambient post-rock with field recordings' }, ...CONTENT.genres],
      featuredArtists: CONTENT.featuredArtists.map((artist) => ({
        ...artist,
        name: `${artist.name} & The Extremely Long Band Name Orchestra`,
      })),
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Loading: Story = { render: () => <DiscoverSkeleton /> };
export const Failed: Story = { render: () => <DiscoverError onRetry={fn()} /> };
