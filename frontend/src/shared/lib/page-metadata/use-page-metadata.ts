import { useEffect } from 'react';
import { applyPageMetadata, type PageMetadata } from './page-metadata';

/**
 * Applies a page's metadata while it is shown (null: nothing yet, e.g. while loading) and restores
 * the head on unmount or when the metadata changes. Compared by value, so callers may pass a
 * fresh object on every render.
 */
export function usePageMetadata(metadata: PageMetadata | null): void {
  const serialised = metadata === null ? null : JSON.stringify(metadata);
  useEffect(() => {
    if (serialised === null) return undefined;
    return applyPageMetadata(JSON.parse(serialised) as PageMetadata);
  }, [serialised]);
}
