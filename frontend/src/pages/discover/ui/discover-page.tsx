import { Page } from '@/shared/ui/page';

/** Route placeholder: the discover issue replaces it with the real page. */
export function DiscoverPage() {
  return <Page title="Discover" />;
}
