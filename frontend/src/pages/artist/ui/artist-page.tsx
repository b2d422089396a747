import { Page } from '@/shared/ui/page';

/** Route placeholder: the artist page issue replaces it with the real page. */
export function ArtistPage() {
  return <Page title="Artist" />;
}
