import type { Meta, StoryObj } from '@storybook/react-vite';
import { releaseSummaryFixture } from '@/entities/release/index.testing';
import { studioChecklist } from '../lib/studio-checklist';
import { StudioChecklist } from './studio-checklist';

const PROFILE = {
  name: 'Neon Harbor',
  identifier: 'neon-harbor',
  hasPhoto: true,
  hasBio: true,
  hasGenres: true,
};

const meta = {
  title: 'Pages/ArtistStudio/StudioChecklist',
  component: StudioChecklist,
  args: { steps: studioChecklist({ profile: null, releases: [], artistId: null }) },
} satisfies Meta<typeof StudioChecklist>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewArtist: Story = {};
export const ReleaseOnItsWay: Story = {
  args: {
    steps: studioChecklist({
      profile: PROFILE,
      releases: [releaseSummaryFixture({ track_count: 3, ready_track_count: 0 })],
      artistId: null,
    }),
  },
};
export const AllDone: Story = {
  args: {
    steps: studioChecklist({
      profile: PROFILE,
      releases: [releaseSummaryFixture({ state: 'published', ready_track_count: 3 })],
      artistId: null,
    }),
  },
};
