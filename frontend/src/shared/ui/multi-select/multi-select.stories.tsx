import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const AGENCIES = [
  'PRS',
  'PPL',
  'MCPS',
  'ASCAP',
  'BMI',
  'SESAC',
  'SOCAN',
  'APRA AMCOS',
  'IMRO',
  'GEMA',
  'SACEM',
  'BUMA/STEMRA',
  'STIM',
  'TONO',
  'APRA',
  'Other',
].map((agency) => ({ value: agency, label: agency }));

/** Holds the selection so the story behaves like a real form field. */
function StatefulMultiSelect(props: Omit<MultiSelectProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <MultiSelect {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Shared/MultiSelect',
  component: StatefulMultiSelect,
  args: {
    label: 'Collection agencies',
    options: AGENCIES,
    value: [],
    placeholder: 'Choose agencies',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatefulMultiSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSelection: Story = { args: { value: ['PRS', 'PPL'] } };
export const OpenWithFilter: Story = { args: { defaultOpen: true, value: ['ASCAP'] } };
export const ShortListNoFilter: Story = {
  args: {
    label: 'Genres',
    options: ['Indie', 'Folk', 'Electronic', 'Hip-Hop'].map((genre) => ({
      value: genre,
      label: genre,
    })),
    defaultOpen: true,
    value: ['Folk'],
  },
};
export const WithError: Story = { args: { required: true, error: 'Choose at least one agency.' } };
export const Disabled: Story = { args: { disabled: true, value: ['PRS'] } };
export const LongSelection: Story = {
  args: { value: AGENCIES.slice(0, 9).map((option) => option.value) },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
