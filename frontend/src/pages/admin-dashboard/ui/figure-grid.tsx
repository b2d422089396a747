import { Link } from 'react-router';
import { Skeleton } from '@/shared/ui/skeleton';
import type { FigureCard } from '../lib/overview-figures';
import styles from './admin-dashboard.module.css';

export interface FigureGridProps {
  /** Null while the first figures load: placeholders stand in. */
  cards: FigureCard[] | null;
}

const PLACEHOLDERS = 8;

/** The overview's headline figures; a card with a closer look links to it. */
export function FigureGrid({ cards }: FigureGridProps) {
  return (
    <ul className={styles.grid} aria-busy={cards === null || undefined} aria-label="Figures">
      {cards === null
        ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index} className={styles.card}>
              <Skeleton width="50%" />
              <Skeleton width="60%" height="2rem" />
              <Skeleton width="80%" />
            </li>
          ))
        : cards.map((card) => (
            <li key={card.key} className={styles.card} data-figure={card.key}>
              <span className={styles.label}>
                {card.to === undefined ? card.label : <Link to={card.to}>{card.label}</Link>}
              </span>
              <span className={styles.value}>{card.value}</span>
              <span className={styles.detail}>{card.detail}</span>
            </li>
          ))}
    </ul>
  );
}
