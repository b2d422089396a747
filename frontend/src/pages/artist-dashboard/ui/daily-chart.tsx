import { useState } from 'react';
import { Table } from '@/shared/ui/table';
import type { DailyMetrics } from '../api/analytics-api';
import {
  DAILY_METRICS,
  type DailyMetricKey,
  dailySeries,
  seriesSummary,
} from '../lib/chart-series';
import { formatCompact, formatCount, formatListeningTime } from '../lib/format-figures';
import { periodLabel } from '../lib/range';
import { ChartFigure } from './chart-figure';
import { LineChart } from './line-chart';
import { Segmented } from './segmented';

export interface DailyChartProps {
  title: string;
  daily: readonly DailyMetrics[];
  /** Which figure the chart starts on. */
  defaultMetric?: DailyMetricKey;
  defaultView?: 'chart' | 'table' | undefined;
}

const METRIC_OPTIONS = DAILY_METRICS.map(({ key, label }) => ({ value: key, label }));

/** Plays, streams, listeners or listening hours per UTC day, as a line or as a table. */
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
            { key: 'plays', header: 'Plays', align: 'end', cell: (row) => formatCount(row.plays) },
            {
              key: 'streams',
              header: 'Streams',
              align: 'end',
              cell: (row) => formatCount(row.streams),
            },
            {
              key: 'listeners',
              header: 'Listeners',
              align: 'end',
              cell: (row) => formatCount(row.unique_listeners),
            },
            {
              key: 'time',
              header: 'Listening time',
              align: 'end',
              cell: (row) => formatListeningTime(row.listening_time_ms),
            },
          ]}
        />
      }
    />
  );
}
