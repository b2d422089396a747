import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buyersNoteProblem } from '../lib/buyers-note';
import { BuyersNoteView } from './buyers-note-view';

const NOTE =
  'A remaster of “Headlights”: the click at 2:14 is gone, and the ending fades as it should. The version you have stays in your library.';
const TOO_LONG = `${NOTE} `.repeat(8).trim();

const meta = {
  title: 'Pages/ArtistStudioRelease/BuyersNoteView',
  component: BuyersNoteView,
  args: {
    buyers: 12,
    note: '',
    problem: null,
    changed: false,
    save: null,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BuyersNoteView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OneBuyer: Story = { args: { buyers: 1 } };
export const Filled: Story = { args: { note: NOTE, changed: true } };
export const TooLong: Story = {
  args: { note: TOO_LONG, changed: true, problem: buyersNoteProblem(TOO_LONG) },
};
export const Saving: Story = { args: { note: NOTE, changed: true, save: { status: 'saving' } } };
export const Saved: Story = { args: { note: NOTE, save: { status: 'saved' } } };
export const Refused: Story = {
  args: {
    note: NOTE,
    changed: true,
    save: {
      status: 'failed',
      message: 'The note could not be saved. Check your connection and try again.',
    },
  },
};
export const Mobile: Story = {
  args: { note: NOTE },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
