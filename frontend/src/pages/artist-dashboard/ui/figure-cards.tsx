import { useId } from 'react';
import { Skeleton } from '@/shared/ui/skeleton';
import type { HeadlineCard } from '../lib/headline-cards';
import { FigureTerm } from './defined-figure';
import styles from './figure-cards.module.css';

export interface FigureCardsProps {
  title: string;
  cards: readonly HeadlineCard[];
  /** Placeholders while the first figures load (their number). */
  loadingCount?: number;
}

/**
 * A titled grid of headline figures, each with its change against the period before; each name
 * tells what its figure counts on hover or focus.
 */
export function FigureCards({ title, cards, loadingCount = 0 }: FigureCardsProps) {
  const titleId = useId();
  const loading = cards.length === 0 && loadingCount > 0;
  return (
    <section aria-labelledby={titleId} aria-busy={loading || undefined} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {loading
          ? Array.from({ length: loadingCount }, (_, index) => (
              <li key={index} className={styles.card}>
                <Skeleton width="50%" />
                <Skeleton width="70%" height="2rem" />
                <Skeleton width="40%" />
              </li>
            ))
          : cards.map((card) => <FigureCard key={card.key} card={card} />)}
      </ul>
    </section>
  );
}

export function FigureCard({ card }: { card: HeadlineCard }) {
  const { change } = card;
  const definitionId = useId();
  return (
    <li className={styles.card} data-figure={card.key}>
      <FigureTerm
        definition={card.definition}
        descriptionId={definitionId}
        className={styles.label}
      >
        {card.label}
      </FigureTerm>
      <span className={styles.value}>{card.value}</span>
      <span className={styles.change} data-direction={change.direction}>
        <span aria-hidden="true">{change.label}</span>
        <span className={styles.hidden}>{change.description}</span>
      </span>
      <span className={styles.hint}>{card.hint}</span>
      {/* Last, so the card reads as name, value, change, hint. */}
      <span id={definitionId} hidden>
        {card.definition}
      </span>
    </li>
  );
}
