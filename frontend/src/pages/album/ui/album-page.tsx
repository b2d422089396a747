import { Page } from '@/shared/ui/page';

/** Route placeholder: the album page issue replaces it with the real page. */
export function AlbumPage() {
  return <Page title="Album" />;
}
