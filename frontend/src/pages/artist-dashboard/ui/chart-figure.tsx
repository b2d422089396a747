import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import styles from './chart-figure.module.css';

export interface ChartFigureProps {
  title: string;
  /** Controls beside the title (e.g. which figure the chart plots). */
  controls?: ReactNode;
  chart: ReactNode;
  /** The same data as a table: the text alternative, one toggle away. */
  table: ReactNode;
  /** Start on the table (stories, tests). */
  defaultView?: 'chart' | 'table' | undefined;
}

/** A titled chart with a "Show as table" toggle, so every value can be read without the drawing. */
export function ChartFigure({
  title,
  controls,
  chart,
  table,
  defaultView = 'chart',
}: ChartFigureProps) {
  const [view, setView] = useState(defaultView);
  const titleId = useId();
  const bodyId = useId();
  return (
    <section className={styles.figure} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          {controls}
          <Button
            size="sm"
            variant="ghost"
            aria-controls={bodyId}
            onClick={() => {
              setView(view === 'chart' ? 'table' : 'chart');
            }}
          >
            {view === 'chart' ? 'Show as table' : 'Show as chart'}
          </Button>
        </div>
      </header>
      <div id={bodyId} className={styles.body}>
        {view === 'chart' ? chart : table}
      </div>
    </section>
  );
}
