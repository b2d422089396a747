import { useState } from 'react';
import { Table } from '@/shared/ui/table';
import type { DailyMetrics } from '../api/analytics-api';
import {
  DAILY_METRICS,
  type DailyMetricKey,
  dailySeries,
  seriesSummary,
} from '../lib/chart-series';
import { METRIC_DEFINITIONS } from '../lib/figure-definitions';
import { formatCompact, formatCount, formatListeningTime } from '../lib/format-figures';
import { periodLabel } from '../lib/range';
import { ChartFigure } from './chart-figure';
import { FigureTerm } from './defined-figure';
import { LineChart } from './line-chart';
import { Segmented } from './segmented';

export interface DailyChartProps {
  title: string;
  daily: readonly DailyMetrics[];
  /** Which figure the chart starts on. */
  defaultMetric?: DailyMetricKey;
  defaultView?: 'chart' | 'table' | undefined;
}

const METRIC_OPTIONS = DAILY_METRICS.map(({ key, label, definition }) => ({
  value: key,
  label,
  description: definition,
}));

/** A table header naming a figure, its definition on hover or focus. */
const figureHeader = (key: 'plays' | 'streams' | 'play_listeners' | 'listening_time_ms') => (
  <FigureTerm definition={METRIC_DEFINITIONS[key].definition}>
    {METRIC_DEFINITIONS[key].label}
  </FigureTerm>
);

/**
 * Plays, streams, listeners of plays or listening hours per UTC day, as a line or as a table;
 * each figure's definition on hover or focus of its name.
 */
export function DailyChart({
  title,
  daily,
  defaultMetric = 'plays',
  defaultView,
}: DailyChartProps) {
  const [metric, setMetric] = useState<DailyMetricKey>(defaultMetric);
  const chosen = DAILY_METRICS.find(({ key }) => key === metric) ?? DAILY_METRICS[0];
  const points = dailySeries(daily, metric);
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  return (
    <ChartFigure
      title={title}
      defaultView={defaultView}
      controls={
        <Segmented
          label="Figure shown"
          options={METRIC_OPTIONS}
          value={metric}
          onChange={setMetric}
        />
      }
      chart={
        <LineChart
          points={points}
          summary={seriesSummary(
            `${chosen.label} per day${first && last ? `, ${periodLabel({ from: first, to: last })}` : ''}`,
            points,
            chosen.unit,
          )}
          formatValue={formatCompact}
        />
      }
      table={
        <Table
          caption={`${title} by day`}
          rows={[...daily].reverse()}
          getRowKey={(row) => row.day}
          columns={[
            {
              key: 'day',
              header: 'Day',
              cell: (row) => periodLabel({ from: row.day, to: row.day }),
            },
            {
              key: 'plays',
              header: figureHeader('plays'),
              align: 'end',
              cell: (row) => formatCount(row.plays),
            },
            {
              key: 'streams',
              header: figureHeader('streams'),
              align: 'end',
              cell: (row) => formatCount(row.streams),
            },
            {
              key: 'listeners',
              header: figureHeader('play_listeners'),
              align: 'end',
              cell: (row) => formatCount(row.play_listeners),
            },
            {
              key: 'time',
              header: figureHeader('listening_time_ms'),
              align: 'end',
              cell: (row) => formatListeningTime(row.listening_time_ms),
            },
          ]}
        />
      }
    />
  );
}
