import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formOf } from '../lib/profile-form';
import { previewOf } from '../lib/profile-preview';
import { GENRE_NAMES, PHOTO_URL, profileFixture } from '../testing/profile-fixtures';
import { ProfileEditorView, type ProfileEditorViewProps } from './profile-editor-view';

const PROFILE = profileFixture({ photo_url: PHOTO_URL });
const FORM = formOf(PROFILE);

const photo = (overrides: Partial<ProfileEditorViewProps['photo']> = {}) => ({
  url: PROFILE.photo_url,
  isUploading: false,
  isRemoving: false,
  progress: 0,
  error: null,
  onFile: fn(),
  onRemove: fn(),
  ...overrides,
});

const details = (overrides: Partial<ProfileEditorViewProps['details']> = {}) => ({
  form: FORM,
  errors: {},
  genreNames: GENRE_NAMES,
  isDirty: false,
  isSaving: false,
  saveError: null,
  onName: fn(),
  onBio: fn(),
  onGenres: fn(),
  onLinkAdd: fn(),
  onLinkChange: fn(),
  onLinkRemove: fn(),
  onLinkMove: fn(),
  onSubmit: fn(),
  ...overrides,
});

const meta = {
  title: 'Pages/ArtistStudioProfile/ProfileEditorView',
  component: ProfileEditorView,
  args: {
    status: 'ready',
    refusal: null,
    preview: previewOf(PROFILE, FORM),
    pagePath: '/artist/neon-harbor',
    photo: photo(),
    details: details(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileEditorView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A profile with its photo, bio, links and genres, all saved. */
export const Filled: Story = {};

export const Loading: Story = { args: { status: 'loading', preview: null } };
export const Failed: Story = { args: { status: 'failed', preview: null } };
export const Refused: Story = { args: { status: 'refused', refusal: 'not_linked', preview: null } };

/** A new artist's profile: no photo, the bio they were given, no links yet. */
const NEW_PROFILE = profileFixture({
  bio: 'Neon Harbor is new on Encore. Their story is on its way.',
  links: [],
  genres: [],
  moods: [],
});
export const NewArtist: Story = {
  args: {
    preview: previewOf(NEW_PROFILE, formOf(NEW_PROFILE)),
    photo: photo({ url: null }),
    details: details({ form: formOf(NEW_PROFILE) }),
  },
};

/** Changed and being saved; a new photo on its way. */
const EDITED = { ...FORM, name: 'Neon Harbour', bio: `${FORM.bio} Now with strings.` };
export const Saving: Story = {
  args: {
    preview: previewOf(PROFILE, EDITED),
    photo: photo({ isUploading: true, progress: 0.4 }),
    details: details({ form: EDITED, isDirty: true, isSaving: true }),
  },
};

/** The browser's and the server's refusals, each next to its field. */
const REFUSED = {
  ...FORM,
  name: 'Céline Vasseur',
  links: [...FORM.links, { id: 2, url: 'http://neonharbor.example' }],
  nextLinkId: 3,
};
export const WithErrors: Story = {
  args: {
    preview: previewOf(PROFILE, REFUSED),
    photo: photo({ error: 'Photos must be JPEG, PNG or WebP images.' }),
    details: details({
      form: REFUSED,
      isDirty: true,
      errors: {
        name: 'Another artist on Encore is already at /artist/celine-vasseur. Add something that sets you apart, such as your city.',
        linkRows: { 2: 'Use the secure address: it starts with https://.' },
      },
      saveError: 'Some details need a change: see the fields marked above.',
    }),
  },
};

/** At 390 px: the form, then the preview as a phone shows the page. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
