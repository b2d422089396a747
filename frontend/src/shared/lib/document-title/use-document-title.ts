import { pageTitle } from '@encore/shared-rules';
import { useEffect } from 'react';
import { APP_NAME } from '@/shared/config';

/** Gives each page its own tab title, which screen readers also announce after navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title === undefined ? APP_NAME : pageTitle(title);
  }, [title]);
}
