import { SoundcheckPurchase } from '@/widgets/soundcheck-purchase';
import { TEST_PURCHASE_ALBUM, TEST_PURCHASE_ARTIST } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import styles from './test-purchase-page.module.css';
import { TestCardNotice } from './test-card-notice';

/** `/test-stripe`: the Soundcheck purchase for one fixed album by one fixed artist (spec §2). */
export function TestPurchasePage() {
  return (
    <Page
      width="narrow"
      title="Soundcheck test purchase"
      lead="Try the whole purchase with a test card: nothing is charged."
    >
      <div className={styles.stack}>
        <TestCardNotice />
        <SoundcheckPurchase album={TEST_PURCHASE_ALBUM} artist={TEST_PURCHASE_ARTIST} page="test" />
      </div>
    </Page>
  );
}
