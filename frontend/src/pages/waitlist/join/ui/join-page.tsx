import { Page } from '@/shared/ui/page';

/** Route placeholder: the artist waitlist issue replaces it with the real page. */
export function JoinPage() {
  return <Page title="Join the Encore artist waitlist" />;
}
