import { Page } from '@/shared/ui/page';

/** Route placeholder: the search issue replaces it with the real page. */
export function SearchPage() {
  return <Page title="Search" />;
}
