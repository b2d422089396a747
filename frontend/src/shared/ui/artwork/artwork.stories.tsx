import type { Meta, StoryObj } from '@storybook/react-vite';
import { Artwork } from './artwork';

const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23FF0054'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%23E4FF1A'/%3E%3C/svg%3E";

const meta = {
  title: 'Shared/Artwork',
  component: Artwork,
  args: { src: COVER, kind: 'album', size: 64 },
} satisfies Meta<typeof Artwork>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AlbumCover: Story = {};
export const ArtistPhoto: Story = { args: { kind: 'artist' } };
/** No address: the placeholder. */
export const MissingCover: Story = { args: { src: null } };
export const MissingArtistPhoto: Story = { args: { src: null, kind: 'artist' } };
/** The address does not load: the placeholder replaces it. */
export const BrokenCover: Story = { args: { src: '/media/images/albums/missing.webp' } };
export const Large: Story = { args: { size: 160 } };
