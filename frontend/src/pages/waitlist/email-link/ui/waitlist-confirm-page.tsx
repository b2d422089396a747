import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/shared/ui/page';
import { confirmLink } from '../model/email-link';
import { LinkResult } from './link-result';

/** /waitlist/confirm?token=…: the confirmation mail's link (double opt-in). */
export function WaitlistConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { state, opened } = useUnit({ state: confirmLink.$state, opened: confirmLink.pageOpened });

  useEffect(() => {
    opened(token);
  }, [token, opened]);

  return (
    <Page width="narrow" title="Confirm your email">
      <LinkResult state={state} workingText="Confirming your email…" />
    </Page>
  );
}
