import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './facts.module.css';

/** One labelled value: its term and what it is. */
export type Fact = readonly [term: string, value: ReactNode];

export interface FactsProps {
  facts: readonly Fact[];
  /** The page's own class, e.g. to set --facts-column. */
  className?: string | undefined;
}

/** A record's facts as a description list, in columns that wrap (one column at 390 px). */
export function Facts({ facts, className }: FactsProps) {
  return (
    <dl className={cx(styles.facts, className)}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
