import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioReleaseFixture } from '@/entities/release/index.testing';
import { detailsOf, EMPTY_DETAILS } from '../lib/release-form';
import { ReleaseDetailsForm } from './release-details-form';

const meta = {
  title: 'Pages/ArtistStudioRelease/ReleaseDetailsForm',
  component: ReleaseDetailsForm,
  args: {
    form: detailsOf(studioReleaseFixture()),
    errors: {},
    genreNames: ['Ambient', 'Electronic', 'Folk', 'Hip-hop', 'Jazz', 'Pop', 'Rock'],
    isNew: false,
    isDirty: false,
    isSaving: false,
    saveError: null,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReleaseDetailsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const NewRelease: Story = { args: { form: EMPTY_DETAILS, isNew: true, isDirty: true } };
export const Changed: Story = { args: { isDirty: true } };
export const Saving: Story = { args: { isDirty: true, isSaving: true } };
export const Refused: Story = {
  args: {
    isDirty: true,
    errors: {
      title: 'Give the release a title.',
      genres: 'Choose genres from the list Encore offers.',
    },
    saveError: 'Some details need a change: see the fields marked above.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
