import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  areaPath,
  type ChartPoint,
  labelledIndexes,
  linePath,
  nearestIndex,
  niceScale,
  type PlotBox,
  xAt,
  yAt,
} from '../lib/chart-geometry';
import styles from './line-chart.module.css';

export interface LineChartProps {
  points: readonly ChartPoint[];
  /** Read by screen readers in place of the drawing (the table toggle has every value). */
  summary: string;
  formatValue: (value: number) => string;
  /** Fixes the y axis's top (e.g. 100 for a percentage); otherwise rounded up from the data. */
  maxValue?: number;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 52 };
const DEFAULT_WIDTH = 640;
/** Roughly one x label per 80 px. */
const LABEL_SPACING = 80;

/**
 * A small SVG line chart (no chart library: ADR 0026): evenly spaced points, a y axis from 0 with
 * round ticks, a hover or arrow-key read-out. Sized to its container.
 */
export function LineChart({
  points,
  summary,
  formatValue,
  maxValue,
  height = 240,
}: LineChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [active, setActive] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const box: PlotBox = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(1, width - MARGIN.left - MARGIN.right),
    height: Math.max(1, height - MARGIN.top - MARGIN.bottom),
  };
  const peak = Math.max(0, ...points.map((point) => point.value));
  const scale = maxValue === undefined ? niceScale(peak) : niceScale(maxValue);
  const labels = labelledIndexes(points.length, Math.max(2, Math.floor(box.width / LABEL_SPACING)));
  const activePoint = active === null ? undefined : points[active];

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - bounds.left, points.length, box));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined || points.length === 0) return;
    event.preventDefault();
    setActive((index) => Math.min(points.length - 1, Math.max(0, (index ?? -step) + step)));
  };

  return (
    <div
      ref={frame}
      className={styles.frame}
      tabIndex={points.length > 0 ? 0 : undefined}
      role="img"
      aria-label={summary}
      onKeyDown={onKeyDown}
      onBlur={() => {
        setActive(null);
      }}
    >
      <svg
        className={styles.svg}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          setActive(null);
        }}
      >
        {scale.ticks.map((tick) => {
          const y = yAt(tick, scale.max, box);
          return (
            <g key={tick}>
              <line className={styles.grid} x1={box.left} x2={box.left + box.width} y1={y} y2={y} />
              <text className={styles.yLabel} x={box.left - 8} y={y} dy="0.32em">
                {formatValue(tick)}
              </text>
            </g>
          );
        })}
        {labels.map((index) => (
          <text
            key={index}
            className={styles.xLabel}
            x={xAt(index, points.length, box)}
            y={box.top + box.height + 18}
            data-edge={index === 0 ? 'start' : index === points.length - 1 ? 'end' : undefined}
          >
            {points[index]?.label}
          </text>
        ))}
        <path className={styles.area} d={areaPath(points, scale.max, box)} />
        <path className={styles.line} d={linePath(points, scale.max, box)} />
        {activePoint === undefined || active === null ? null : (
          <g>
            <line
              className={styles.cursor}
              x1={xAt(active, points.length, box)}
              x2={xAt(active, points.length, box)}
              y1={box.top}
              y2={box.top + box.height}
            />
            <circle
              className={styles.dot}
              cx={xAt(active, points.length, box)}
              cy={yAt(activePoint.value, scale.max, box)}
              r={4}
            />
          </g>
        )}
      </svg>
      {activePoint === undefined || active === null ? null : (
        <div
          className={styles.readout}
          style={{ left: xAt(active, points.length, box) }}
          data-side={xAt(active, points.length, box) > width / 2 ? 'left' : 'right'}
        >
          <span className={styles.readoutLabel}>{activePoint.label}</span>
          <span className={styles.readoutValue}>{formatValue(activePoint.value)}</span>
        </div>
      )}
    </div>
  );
}
