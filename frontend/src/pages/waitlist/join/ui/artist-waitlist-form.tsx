import {
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_LIST_LIMITS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_TEXT_LIMITS,
} from '@encore/shared-rules';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  countryOptions,
  HoneypotField,
  verificationInvalidHandler,
  type WaitlistFormView,
  WaitlistSubmit,
  WaitlistSuccess,
  waitlistFormStyles as styles,
} from '@/features/waitlist-signup';
import { ROUTES } from '@/shared/config';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormFooter } from '@/shared/ui/form';
import { MultiSelect } from '@/shared/ui/multi-select';
import { Select } from '@/shared/ui/select';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { type ArtistDraft, emptyArtistDraft } from '../lib/artist-payload';

export const ARTIST_SUCCESS_TEXT = "You're on the list! We'll be in touch soon.";

const COUNTRIES = countryOptions();
const RELEASE_PLAN_CHOICES = WAITLIST_RELEASE_PLAN_OPTIONS.map(({ value, label }) => ({
  value: String(value),
  label,
}));
const pickerOptions = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

export interface ArtistWaitlistFormProps {
  view: WaitlistFormView;
  /** The genre names the picker offers (GET /api/public/genres). */
  genres: string[];
  onSubmit: (draft: ArtistDraft) => void;
  /** The human-verification widget. */
  verification: ReactNode;
  /** Answers to start with (stories show a filled form). */
  initialDraft?: ArtistDraft;
}

/** Spec §2: the artist waitlist's fields, pickers and checkboxes, and its footer. */
export function ArtistWaitlistForm({
  view,
  genres,
  onSubmit,
  verification,
  initialDraft,
}: ArtistWaitlistFormProps) {
  const [draft, setDraft] = useState<ArtistDraft>(initialDraft ?? emptyArtistDraft);

  if (view.status === 'success') return <WaitlistSuccess text={ARTIST_SUCCESS_TEXT} />;

  const set = <K extends keyof ArtistDraft>(field: K, value: ArtistDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: keyof ArtistDraft) =>
    view.fieldError?.field === field ? view.fieldError.message : null;
  const text = (
    field: keyof typeof WAITLIST_TEXT_LIMITS & keyof ArtistDraft,
    label: string,
    extra: { type?: string; required?: boolean; autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      maxLength={WAITLIST_TEXT_LIMITS[field]}
      error={errorOf(field)}
      onChange={(event) => {
        set(field, event.target.value);
      }}
      {...extra}
    />
  );
  const releasePlan = (
    field: 'release_plan' | 'release_plan_albums' | 'release_plan_eps' | 'release_plan_singles',
    label: string,
  ) => (
    <Select
      label={label}
      options={RELEASE_PLAN_CHOICES}
      value={draft[field]}
      placeholder="Choose…"
      error={errorOf(field)}
      onValueChange={(value) => {
        set(field, value);
      }}
    />
  );

  return (
    <Form
      className={styles.form}
      busy={view.status === 'submitting'}
      aria-label="Join the Waitlist"
      onSubmit={() => {
        onSubmit(draft);
      }}
      onInvalidCapture={verificationInvalidHandler(() => {
        onSubmit(draft);
      })}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.grid}>
          {text('name', 'Your name', { required: true, autoComplete: 'name' })}
          {text('email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
          {text('artist_name', 'Artist name', { required: true })}
          {text('phone_number', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
          <Select
            label="Country"
            options={COUNTRIES}
            value={draft.country}
            placeholder="Choose your country…"
            error={errorOf('country')}
            onValueChange={(value) => {
              set('country', value);
            }}
          />
          <MultiSelect
            label="Genres"
            options={genres.map((name) => ({ value: name, label: name }))}
            value={draft.genres}
            placeholder={genres.length === 0 ? 'Loading genres…' : 'Choose genres…'}
            hint={`Up to ${WAITLIST_LIST_LIMITS.genres}.`}
            error={errorOf('genres')}
            onValueChange={(value) => {
              set('genres', value.slice(0, WAITLIST_LIST_LIMITS.genres));
            }}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Your music</legend>
        <div className={styles.grid}>
          <Select
            label="Distributor"
            options={pickerOptions(WAITLIST_DISTRIBUTORS)}
            value={draft.distributor}
            placeholder="Who distributes your music?"
            error={errorOf('distributor')}
            onValueChange={(value) => {
              set('distributor', value);
            }}
          />
          {text('dsp_link', 'Streaming profile link', {
            type: 'url',
            hint: 'Your artist page on Spotify, Apple Music or another service.',
          })}
          <Select
            label="Music link type"
            options={pickerOptions(WAITLIST_MUSIC_LINK_TYPES)}
            value={draft.music_link_type}
            placeholder="Where is your best track?"
            error={errorOf('music_link_type')}
            onValueChange={(value) => {
              set('music_link_type', value);
            }}
          />
          {text('music_link_url', 'Music link', { type: 'url' })}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Release plans for the next 12–24 months</legend>
        <div className={styles.grid}>
          {releasePlan('release_plan', 'Releases overall')}
          {releasePlan('release_plan_albums', 'Albums')}
          {releasePlan('release_plan_eps', 'EPs')}
          {releasePlan('release_plan_singles', 'Singles')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Socials</legend>
        <div className={styles.grid}>
          {text('social_instagram', 'Instagram', { hint: '@handle or link' })}
          {text('social_tiktok', 'TikTok', { hint: '@handle or link' })}
          {text('social_youtube', 'YouTube', { hint: '@handle or link' })}
          {text('social_other', 'Other social', { hint: '@handle or link' })}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Rights and agreements</legend>
        <Checkbox
          label="I own the rights to the music I would release on Encore"
          checked={draft.owns_rights}
          error={errorOf('owns_rights')}
          onCheckedChange={(checked) => {
            set('owns_rights', checked);
          }}
        />
        <Checkbox
          label="I'm interested in releasing exclusives for my fans"
          checked={draft.wants_exclusives}
          onCheckedChange={(checked) => {
            set('wants_exclusives', checked);
          }}
        />
        <Checkbox
          label="I have a recording agreement"
          checked={draft.has_recording_agreement}
          onCheckedChange={(checked) => {
            set('has_recording_agreement', checked);
          }}
        />
        {draft.has_recording_agreement
          ? text('record_label_name', 'Record label name', { autoComplete: 'organization' })
          : null}
        <Checkbox
          label="I have a publishing agreement"
          checked={draft.has_publishing_agreement}
          onCheckedChange={(checked) => {
            set('has_publishing_agreement', checked);
          }}
        />
        {draft.has_publishing_agreement ? text('publisher_name', 'Publisher name') : null}
        <Checkbox
          label="I'm a member of a collection agency"
          checked={draft.has_collection_agency}
          onCheckedChange={(checked) => {
            set('has_collection_agency', checked);
          }}
        />
        {draft.has_collection_agency ? (
          <MultiSelect
            label="Collection agencies"
            options={pickerOptions(WAITLIST_COLLECTION_AGENCIES)}
            value={draft.collection_agencies}
            error={errorOf('collection_agencies')}
            onValueChange={(value) => {
              set('collection_agencies', value);
            }}
          />
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Anything else</legend>
        {text('heard_about', 'How did you hear about Encore?')}
        <TextArea
          label="Message"
          name="message"
          value={draft.message}
          maxLength={WAITLIST_TEXT_LIMITS.message}
          error={errorOf('message')}
          onChange={(event) => {
            set('message', event.target.value);
          }}
        />
      </fieldset>

      <HoneypotField
        value={draft.website}
        onChange={(value) => {
          set('website', value);
        }}
      />
      {verification}
      <WaitlistSubmit view={view} label="Join the Waitlist" />
      <FormFooter>
        <p>
          By submitting this form, you agree to our{' '}
          <Link to={ROUTES.artistRights}>Artist Rights Summary</Link>.
        </p>
      </FormFooter>
    </Form>
  );
}
