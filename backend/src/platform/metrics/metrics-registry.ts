import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * The process's Prometheus registry (one per app, so test apps in one process stay apart), with
 * Node's default series (event-loop lag, heap, GC, CPU, file descriptors). Platform pieces and
 * modules register the series they own here — `counter`, `gauge` (a `collect` callback reads a
 * value at scrape time), `histogram` — and `GET /api/metrics` serves them all (docs/operations.md).
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  /** The text exposition format, with its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
