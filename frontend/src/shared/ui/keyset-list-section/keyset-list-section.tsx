import type { ReactNode } from 'react';
import { LoadFailure } from '@/shared/ui/load-failure';
import { LoadMore } from '@/shared/ui/load-more';

export interface KeysetListSectionProps {
  /** The first page's state: while it fails, the list is replaced by why and a retry. */
  status: 'loading' | 'ready' | 'failed';
  /** What did not load, e.g. "The accounts could not be loaded". */
  failureTitle: string;
  /** Why the first page failed, in words. */
  failure: ReactNode;
  onRetry: () => void;
  /** There is a next page to offer. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last "more" failed, in words; the rows stay. */
  moreError: string | null;
  onMore: () => void;
  /** What the button fetches, e.g. "Show more accounts". */
  moreLabel: string;
  /** The table (and anything shown between it and the next page). */
  children: ReactNode;
}

/** A server-paginated (keyset) list: its table, the next page on request, and its failed load. */
export function KeysetListSection(props: KeysetListSectionProps) {
  if (props.status === 'failed') {
    return (
      <LoadFailure title={props.failureTitle} onRetry={props.onRetry}>
        {props.failure}
      </LoadFailure>
    );
  }
  return (
    <>
      {props.children}
      <LoadMore
        hasMore={props.hasMore}
        loading={props.isLoadingMore}
        error={props.moreError}
        onMore={props.onMore}
        label={props.moreLabel}
      />
    </>
  );
}
