import { Page } from '@/shared/ui/page';

/** Route placeholder: the artist dashboard issue replaces it with the real page. */
export function ArtistDashboardPage() {
  return <Page title="Artist dashboard" />;
}
