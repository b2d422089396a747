import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { failureMessage } from '@/shared/api';
import type { KeysetListStatus } from '@/shared/model';
import { KeysetListSection } from './keyset-list-section';

/** The parts of a keyset list model (createKeysetList) its foot and failed state read. */
export interface KeysetListUnits {
  $status: Store<KeysetListStatus>;
  $error: Store<unknown>;
  $moreError: Store<unknown>;
  $nextCursor: Store<string | null>;
  $isLoadingMore: Store<boolean>;
  retried: EventCallable<void>;
  moreRequested: EventCallable<void>;
}

export interface KeysetListViewProps {
  list: KeysetListUnits;
  /** What did not load, e.g. "The accounts could not be loaded". */
  failureTitle: string;
  /** Why, when the server did not say. */
  failureFallback?: string;
  /** What the button fetches, e.g. "Show more accounts". */
  moreLabel: string;
  /** Why the next page did not come, when the server did not say. */
  moreFailure: string;
  /** How a failure is put in words (default: the server's message, else the fallback). */
  explain?: (error: unknown, fallback: string) => string;
  /** The table (and anything shown between it and the next page). */
  children: ReactNode;
}

/**
 * A keyset list model's table with its foot: the next page once the first is in and the server
 * gave a cursor, each failure in words, and the failed first page in place of the table.
 */
export function KeysetListView({
  list,
  failureTitle,
  failureFallback = 'Check your connection and try again.',
  moreLabel,
  moreFailure,
  explain = failureMessage,
  children,
}: KeysetListViewProps) {
  const model = useUnit({
    status: list.$status,
    error: list.$error,
    moreError: list.$moreError,
    nextCursor: list.$nextCursor,
    isLoadingMore: list.$isLoadingMore,
    retried: list.retried,
    moreRequested: list.moreRequested,
  });
  return (
    <KeysetListSection
      status={model.status}
      failureTitle={failureTitle}
      failure={explain(model.error, failureFallback)}
      onRetry={model.retried}
      hasMore={model.status === 'ready' && model.nextCursor !== null}
      isLoadingMore={model.isLoadingMore}
      moreError={model.moreError === null ? null : explain(model.moreError, moreFailure)}
      onMore={model.moreRequested}
      moreLabel={moreLabel}
    >
      {children}
    </KeysetListSection>
  );
}
