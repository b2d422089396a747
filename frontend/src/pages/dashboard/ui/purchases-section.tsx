import { DashboardSection } from './dashboard-section';
import styles from './dashboard.module.css';

/** Soundcheck purchases land here (purchases issue); until then, the empty state. */
export function PurchasesSection() {
  return (
    <DashboardSection title="My purchases">
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>You have no Soundcheck purchases yet.</p>
        <p>Albums you unlock with Soundcheck will appear here.</p>
      </div>
    </DashboardSection>
  );
}
