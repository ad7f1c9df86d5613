import { formatPrice, type Locale } from '@shop/domain/primitives';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const MIN_REVENUE_SCALE = 100_000;
/** Unix seconds of noon of a Vietnam day, so the bar sits in the middle of its day. */
const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00+07:00`) / 1000;
const HALF_DAY = 43_200;
/** DD/MM of the Vietnam day a bar stands for. */
const dayLabel = (seconds: number) => {
  const day = new Date(seconds * 1000 + 7 * 3_600_000).toISOString();
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
};

/**
 * Daily revenue as bars (uPlot, decision 017): loaded lazily with the dashboard's chart only, so
 * the console's first load does not carry it. Drawn on a canvas: the page gives the same figures
 * as a table for screen readers.
 */
export default function RevenueChart({
  daily,
  locale,
}: {
  daily: readonly { day: string; revenue: number }[];
  locale: Locale;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = daily.map((row) => dayToSeconds(row.day));
    const data: uPlot.AlignedData = [xs, daily.map((row) => row.revenue)];
    const first = xs[0] ?? 0;
    const last = xs.at(-1) ?? first;
    // At most about eight day labels, the last day always among them.
    const step = Math.max(1, Math.ceil(xs.length / 8));
    const ticks = xs.filter((_x, index) => (xs.length - 1 - index) % step === 0);
    const size = () => ({ width: Math.max(240, element.clientWidth), height: 220 });
    const chart = new uPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { y: false },
        scales: {
          x: { time: true, range: () => [first - HALF_DAY, last + HALF_DAY] },
          // At least 100,000 ₫ high: a day without orders gets round steps, not 0 ₫ and 1 ₫ ticks.
          y: { range: (_u, _min, max) => [0, Math.max(max * 1.1, MIN_REVENUE_SCALE)] },
        },
        axes: [
          {
            stroke: '#624233',
            grid: { show: false },
            splits: () => ticks,
            values: (_u, splits) => splits.map(dayLabel),
          },
          {
            stroke: '#624233',
            size: 80,
            values: (_u, values) => values.map((value) => formatPrice(value, locale)),
            grid: { stroke: '#eee4dc' },
          },
        ],
        series: [
          { value: (_u, value) => (value == null ? '' : new Date(value * 1000).toISOString().slice(0, 10)) },
          {
            label: 'revenue',
            stroke: '#275b2f',
            fill: 'rgba(47, 114, 56, 0.35)',
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [daily, locale]);
  return <div ref={holder} aria-hidden="true" className="w-full" data-testid="revenue-chart" />;
}
