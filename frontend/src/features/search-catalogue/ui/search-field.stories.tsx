import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'Features/SearchCatalogue/SearchField',
  component: SearchField,
  args: { value: '', busy: false, locked: false, onValueChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The placeholder asks the listener a question. */
export const Empty: Story = {};
export const Typed: Story = { args: { value: 'neon harbor' } };
/** A search is waiting for the debounce or running: "Searching...". */
export const Searching: Story = { args: { value: 'neon harbor', busy: true } };
export const SearchingEmptyBox: Story = { args: { busy: true } };
/** Navigating to /search: read-only for 500 ms (800 ms while audio plays). */
export const Locked: Story = { args: { value: 'neon harbor', busy: true, locked: true } };
export const LongText: Story = {
  args: {
    value:
      'a very long query about acoustic versions of songs recorded live at the harbour warehouse',
  },
};
export const Mobile: Story = {
  args: { value: 'céline' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
