import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { purchaseClosed, purchaseOpened } from '../model/purchase-detail';
import { purchasesPageOpened } from '../model/purchases-list';
import { PurchaseDetail } from './purchase-detail';
import { PurchasesListView } from './purchases-list-view';
import styles from './admin-purchases.module.css';

/**
 * /admin/purchases: every Soundcheck purchase, filtered and sorted on the server; `?purchase=`
 * opens one with its event log and refund, `?buyer_id=` (an account's page links here) narrows
 * the list to one buyer. The list keeps its rows and pages while a purchase is open.
 */
export function AdminPurchasesPage() {
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get('purchase');
  const buyerId = params.get('buyer_id');
  const events = useUnit({ purchasesPageOpened, purchaseOpened, purchaseClosed });

  useEffect(() => {
    events.purchasesPageOpened({ buyerId });
  }, [events, buyerId]);
  useEffect(() => {
    if (purchaseId === null) events.purchaseClosed();
    else events.purchaseOpened(purchaseId);
  }, [events, purchaseId]);

  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };

  if (purchaseId !== null) {
    return (
      <Page title="Purchase" lead="What Stripe has told us about it, and its refund.">
        <Button
          variant="ghost"
          className={styles.back}
          onClick={() => {
            withParam('purchase', null);
          }}
        >
          ← All purchases
        </Button>
        <PurchaseDetail />
      </Page>
    );
  }
  return (
    <Page
      title="Purchases"
      lead="Soundcheck purchases: find one by buyer, album, status or day, see its event log, refund it."
    >
      <PurchasesListView
        onOpen={(purchase) => {
          withParam('purchase', purchase.id);
        }}
        onAllBuyers={() => {
          withParam('buyer_id', null);
        }}
      />
    </Page>
  );
}
