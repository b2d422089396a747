import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { TrackListEditor } from './track-list-editor';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const TRACKS = [
  studioTrackFixture({ id: id(1), position: 1, title: 'Intro', state: 'uploading' }),
  studioTrackFixture({
    id: id(2),
    position: 2,
    title: 'Tide',
    state: 'processing',
    step: 'encoding',
    progress: 64,
  }),
  studioTrackFixture({ id: id(3), position: 3, title: 'Harbour', state: 'ready' }),
  studioTrackFixture({
    id: id(4),
    position: 4,
    title: 'Coda',
    state: 'failed',
    failure_reason: 'This file is a PDF, not audio.',
    retryable: false,
  }),
];

const meta = {
  title: 'Pages/ArtistStudioRelease/TrackListEditor',
  component: TrackListEditor,
  args: {
    tracks: TRACKS,
    uploads: { [id(1)]: localUploadFixture({ trackId: id(1), fileName: '01 Intro.wav' }) },
    canEditTracks: true,
    buyers: 0,
    fileProblems: [],
    trackErrors: {},
    removingTrackId: null,
    isRemoving: false,
    removeError: null,
    onFiles: fn(),
    onEdit: fn(),
    onMove: fn(),
    onDrop: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onRemoveConfirmed: fn(),
    onRemoveCancelled: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof TrackListEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every state at once: uploading, processing, ready, failed. */
export const Tracks: Story = {};
export const Empty: Story = { args: { tracks: [], uploads: {} } };
export const Published: Story = {
  args: {
    tracks: TRACKS.map((track) => ({ ...track, state: 'ready' as const })),
    uploads: {},
    canEditTracks: false,
  },
};
/** Bought by 12 people, back to a draft: their three tracks stay; the fourth is new for them. */
export const BoughtWithANewTrack: Story = {
  args: {
    tracks: TRACKS.map((track) => ({
      ...track,
      state: 'ready' as const,
      sold: track.position < 4,
    })),
    uploads: {},
    buyers: 12,
  },
};
export const ConfirmingRemoval: Story = { args: { removingTrackId: id(4) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
