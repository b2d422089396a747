import {
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_STREAMING_PLATFORMS,
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
import { Select } from '@/shared/ui/select';
import { TextField } from '@/shared/ui/text-field';
import { emptyFanDraft, type FanDraft } from '../lib/fan-payload';

export const FAN_SUCCESS_TEXT = "You're on the list! We'll notify you when the product launches.";

const COUNTRIES = countryOptions();
const pickerOptions = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

export interface FanWaitlistFormProps {
  view: WaitlistFormView;
  onSubmit: (draft: FanDraft) => void;
  /** The human-verification widget. */
  verification: ReactNode;
  initialDraft?: FanDraft;
}

/** Spec §2: the fan waitlist's fields, with the Privacy Policy in its footer. */
export function FanWaitlistForm({
  view,
  onSubmit,
  verification,
  initialDraft,
}: FanWaitlistFormProps) {
  const [draft, setDraft] = useState<FanDraft>(initialDraft ?? emptyFanDraft);

  if (view.status === 'success') return <WaitlistSuccess text={FAN_SUCCESS_TEXT} />;

  const set = <K extends keyof FanDraft>(field: K, value: FanDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: keyof FanDraft) =>
    view.fieldError?.field === field ? view.fieldError.message : null;

  return (
    <Form
      className={styles.form}
      busy={view.status === 'submitting'}
      aria-label="Join our Fan Waitlist"
      onSubmit={() => {
        onSubmit(draft);
      }}
      onInvalidCapture={verificationInvalidHandler(() => {
        onSubmit(draft);
      })}
    >
      <TextField
        label="Your name"
        name="name"
        required
        autoComplete="name"
        value={draft.name}
        maxLength={WAITLIST_TEXT_LIMITS.name}
        error={errorOf('name')}
        onChange={(event) => {
          set('name', event.target.value);
        }}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={draft.email}
        maxLength={WAITLIST_TEXT_LIMITS.email}
        error={errorOf('email')}
        onChange={(event) => {
          set('email', event.target.value);
        }}
      />
      <TextField
        label="Favourite artist"
        name="favourite_artist"
        value={draft.favourite_artist}
        maxLength={WAITLIST_TEXT_LIMITS.favourite_artist}
        error={errorOf('favourite_artist')}
        onChange={(event) => {
          set('favourite_artist', event.target.value);
        }}
      />
      <Select
        label="Where do you listen now?"
        options={pickerOptions(WAITLIST_STREAMING_PLATFORMS)}
        value={draft.streaming_platform}
        placeholder="Choose a streaming service…"
        error={errorOf('streaming_platform')}
        onValueChange={(value) => {
          set('streaming_platform', value);
        }}
      />
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
      <Select
        label="How did you hear about us?"
        options={pickerOptions(WAITLIST_REFERRAL_SOURCES)}
        value={draft.referral_source}
        placeholder="Choose one…"
        error={errorOf('referral_source')}
        onValueChange={(value) => {
          set('referral_source', value);
        }}
      />
      <Checkbox
        label="Send me news about Encore and the artists I follow"
        checked={draft.is_subscribed}
        onCheckedChange={(checked) => {
          set('is_subscribed', checked);
        }}
      />
      <HoneypotField
        value={draft.website}
        onChange={(value) => {
          set('website', value);
        }}
      />
      {verification}
      <WaitlistSubmit view={view} label="Join the Fan Waitlist" />
      <FormFooter>
        <p>
          We use your details only to tell you about the launch. See our{' '}
          <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </FormFooter>
    </Form>
  );
}
