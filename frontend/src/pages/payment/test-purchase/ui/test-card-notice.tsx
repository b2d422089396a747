import { Alert } from '@/shared/ui/alert';
import styles from './test-purchase-page.module.css';

/** The provider's test cards (its test mode takes no real money). */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'pays at once' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 3220', outcome: 'pays asynchronously (settles a few seconds later)' },
  { number: '4000 0000 0000 3063', outcome: 'fails asynchronously' },
] as const;

/** Spec §2: the test purchase page shows a test-card notice. */
export function TestCardNotice() {
  return (
    <Alert tone="info" title="Test mode: no real money is taken">
      <p>Pay with one of these test cards:</p>
      <ul className={styles.cards}>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code className={styles.card}>{card.number}</code> {card.outcome}
          </li>
        ))}
      </ul>
      <p>Use any future expiry date and any 3-digit CVC.</p>
    </Alert>
  );
}
