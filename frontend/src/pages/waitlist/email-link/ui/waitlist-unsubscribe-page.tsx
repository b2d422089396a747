import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/shared/ui/page';
import { unsubscribeLink } from '../model/email-link';
import { LinkResult } from './link-result';

/** /waitlist/unsubscribe?token=…: every waitlist mail's unsubscribe link, no sign-in needed. */
export function WaitlistUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const model = useUnit({
    state: unsubscribeLink.$state,
    opened: unsubscribeLink.pageOpened,
    unsubscribe: unsubscribeLink.actionRequested,
  });
  const { opened } = model;

  useEffect(() => {
    opened(token);
  }, [token, opened]);

  return (
    <Page
      width="narrow"
      title="Unsubscribe from Encore emails"
      lead="Stop the waitlist emails sent to this address."
    >
      <LinkResult
        state={model.state}
        actionLabel="Unsubscribe"
        onAction={model.unsubscribe}
        workingText="Unsubscribing…"
      />
    </Page>
  );
}
