import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Page } from '@/shared/ui/page';
import {
  $isRefreshing,
  $overview,
  $overviewStatus,
  overviewOpened,
  overviewRefreshed,
} from '../model/overview';
import { OverviewView } from './overview-view';

/** /admin/dashboard, the admin landing (spec §2): Encore at a glance (docs/adr/0034). */
export function AdminDashboardPage() {
  const model = useUnit({
    status: $overviewStatus,
    overview: $overview,
    isRefreshing: $isRefreshing,
    opened: overviewOpened,
    refresh: overviewRefreshed,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page title="Overview" lead="Accounts, catalogue, listening, sales, waitlists and queues.">
      <OverviewView
        status={model.status}
        overview={model.overview}
        isRefreshing={model.isRefreshing}
        onRefresh={model.refresh}
      />
    </Page>
  );
}
