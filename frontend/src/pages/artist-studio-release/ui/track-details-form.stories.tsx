import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { TrackDetailsForm } from './track-details-form';

const LRC = `[ti:Harbour Lights]
[00:08.32] The ferry horn is calling out across the water
[00:13.10] Orange lamps are shaking on the tide
[00:17.88] I clocked off at midnight with the engine oil still on me
[00:22.66] And the whole town glowing on the other side
[00:27.44]
[00:34.61] Harbour lights, harbour lights
[00:39.39] Keep me up through the longest night`;

const PLAIN = `The ferry horn is calling out across the water
Orange lamps are shaking on the tide`;

const EMPTY = studioTrackFixture({ title: 'Harbour Lights' });
const FILLED = studioTrackFixture({
  title: 'Harbour Lights',
  credits: 'Songwriter: Mara Quinn\nProducer: Sam Reed\nMixing engineer: Ada Lowe',
  lyrics_plain: PLAIN,
  lyrics_synced: LRC,
});
/** Edits that differ from the saved track, so Save has something to send. */
const TYPED = { lyricsPlain: `${PLAIN}\nI clocked off at midnight` };

/**
 * A track's credits and lyrics in the studio, driven by props; the app renders the connected
 * TrackDetailsEditor under each track's row, closed. Stories open it.
 */
const meta = {
  title: 'Pages/ArtistStudioRelease/TrackDetailsForm',
  component: TrackDetailsForm,
  args: { track: EMPTY, save: null, onSave: fn(), onEdit: fn(), defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackDetailsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** How it sits in a track's row: one line saying what the track has. */
export const Closed: Story = { args: { track: FILLED, defaultOpen: false } };
export const Empty: Story = {};
export const Filled: Story = { args: { track: FILLED } };
/** The file's tags hold lyrics and artists, offered while the fields are empty. */
export const TagOffers: Story = {
  args: {
    track: studioTrackFixture({
      title: 'Harbour Lights',
      tags: { lyrics: LRC, artists: ['Neon Harbor', 'Mara Quinn'], has_artwork: false },
    }),
  },
};
/** Pasted LRC with a line that has no time: said in words, nothing previewed or saved. */
export const LrcError: Story = {
  args: {
    defaultEdits: {
      lyricsSynced:
        '[00:08.32] The ferry horn is calling out\nOrange lamps are shaking on the tide',
    },
  },
};
export const TooLong: Story = {
  args: { defaultEdits: { lyricsPlain: 'la '.repeat(3400) } },
};
export const CreditProblems: Story = {
  args: {
    defaultEdits: {
      credits: [
        { role: 'Producer', name: '' },
        { role: 'Mix: Master', name: 'Ada Lowe' },
      ],
    },
  },
};
export const Saving: Story = {
  args: { track: FILLED, defaultEdits: TYPED, save: { status: 'saving' } },
};
export const Saved: Story = { args: { track: FILLED, save: { status: 'saved' } } };
/** The server refused: its words are shown and the typed text stays. */
export const ServerError: Story = {
  args: {
    track: FILLED,
    defaultEdits: TYPED,
    save: {
      status: 'failed',
      message: 'Line 9 has no time: synced lyrics start each line with one, like [01:02.50].',
    },
  },
};
export const Mobile: Story = {
  args: { track: FILLED, defaultEdits: TYPED },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
