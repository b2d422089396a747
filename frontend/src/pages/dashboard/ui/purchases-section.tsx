import { useUnit } from 'effector-react';
import {
  $purchases,
  $purchasesStatus,
  purchasesCsvRequested,
  purchasesRetried,
} from '../model/purchases';
import { Panel } from '@/shared/ui/panel';
import { PurchasesList } from './purchases-list';

/** "My purchases": the Soundcheck albums this listener bought (loaded when the dashboard opens). */
export function PurchasesSection() {
  const model = useUnit({
    purchases: $purchases,
    status: $purchasesStatus,
    retry: purchasesRetried,
    downloadCsv: purchasesCsvRequested,
  });
  return (
    <Panel title="My purchases">
      <PurchasesList
        status={model.status}
        purchases={model.purchases}
        onRetry={model.retry}
        onDownloadCsv={model.downloadCsv}
      />
    </Panel>
  );
}
