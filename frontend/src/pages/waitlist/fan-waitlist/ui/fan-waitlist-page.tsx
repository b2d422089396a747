import { Page } from '@/shared/ui/page';

/** Route placeholder: the fan waitlist issue replaces it with the real page. */
export function FanWaitlistPage() {
  return <Page width="narrow" title="Join our Fan Waitlist" />;
}
