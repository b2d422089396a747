import { type ReactNode, useId } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';
import { LoadFailure } from '@/shared/ui/load-failure';
import type { AdminOverview } from '../api/overview-api';
import { overviewCards, queueRows, waitlistRows } from '../lib/overview-figures';
import type { OverviewStatus } from '../model/overview';
import styles from './admin-dashboard.module.css';
import { FigureGrid } from './figure-grid';
import { QueueHealthTable } from './queue-health-table';
import { WaitlistSizes } from './waitlist-sizes';

export interface OverviewViewProps {
  status: OverviewStatus;
  overview: AdminOverview | null;
  isRefreshing: boolean;
  onRefresh: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The overview's figures, waitlists and queues, with loading, failed and empty states. */
export function OverviewView({ status, overview, isRefreshing, onRefresh }: OverviewViewProps) {
  if (status === 'failed' && overview === null) {
    return (
      <LoadFailure title="We could not load the overview." onRetry={onRefresh}>
        Check your connection and try again.
      </LoadFailure>
    );
  }
  const queues = overview?.queues;
  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        {overview === null ? null : <span>As of {formatDateTime(overview.as_of)}</span>}
        <Button
          size="sm"
          variant="secondary"
          icon={<RetryIcon size={16} />}
          onClick={onRefresh}
          loading={isRefreshing}
        >
          Refresh
        </Button>
      </div>
      {status === 'failed' ? (
        <Alert tone="warning">The figures could not be refreshed; these are the last ones.</Alert>
      ) : null}
      <Section title="At a glance">
        <FigureGrid cards={overview === null ? null : overviewCards(overview)} />
      </Section>
      <Section title="Waitlists">
        <WaitlistSizes rows={overview === null ? null : waitlistRows(overview)} />
      </Section>
      <Section title="Queues">
        {queues === null ? (
          <Alert tone="warning" title="Queue counts are unavailable.">
            Redis did not answer in time. The rest of the overview is current.
          </Alert>
        ) : (
          <QueueHealthTable rows={queues === undefined ? null : queueRows(queues)} />
        )}
      </Section>
    </div>
  );
}
