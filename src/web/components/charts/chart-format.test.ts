import { afterEach, describe, expect, it } from 'vitest';
import { setDateDisplayStyle } from '../../../shared/time';
import {
  chartColor,
  formatChartAxisLabel,
  formatChartLabel,
  formatChartMonth,
  formatChartTick,
  formatChartValue,
  sharePercent,
  summarizeChart,
  summarizeShares,
} from './chart-format';
import { describeCartesian } from './cartesian-data';

afterEach(() => setDateDisplayStyle('medium'));

describe('chart values', () => {
  it('shows pesos from centavos in full for tooltips and tables, and counts plainly', () => {
    expect(formatChartValue(123_450, 'peso')).toBe('₱1,234.50');
    expect(formatChartValue(1234, 'count')).toBe('1,234');
    expect(formatChartValue(NaN, 'peso')).toBe('—');
  });
  it('shows percentages (0–100) with at most one decimal, whole on the axis', () => {
    expect(formatChartValue(87.5, 'percent')).toBe('87.5%');
    expect(formatChartValue(100, 'percent')).toBe('100%');
    expect(formatChartTick(87.5, 'percent')).toBe('88%');
  });

  it('shortens axis ticks', () => {
    expect(formatChartTick(120_000_000, 'peso')).toBe('₱1.2M');
    expect(formatChartTick(95_000_000, 'peso')).toBe('₱950K');
    expect(formatChartTick(80_000, 'peso')).toBe('₱800');
    expect(formatChartTick(1200, 'count')).toBe('1.2K');
    expect(formatChartTick(Infinity, 'count')).toBe('');
  });
  it('gives shares as whole percents, small ones with a decimal', () => {
    expect(sharePercent(1, 3)).toBe('33%');
    expect(sharePercent(1, 400)).toBe('0.3%');
    expect(sharePercent(5, 0)).toBe('0%');
  });
});

describe('chart dates follow the date format', () => {
  it.each([
    ['medium', 'Nov 23, 2026', 'Nov 23', 'Nov 2026'],
    ['short', '11/23/26', '11/23', '11/2026'],
    ['iso', '2026-11-23', '2026-11-23', '2026-11'],
  ] as const)('%s', (style, label, tick, month) => {
    setDateDisplayStyle(style);
    expect(formatChartLabel('2026-11-23', 'day')).toBe(label);
    expect(formatChartAxisLabel('2026-11-23', 'day')).toBe(tick);
    expect(formatChartMonth('2026-11')).toBe(month);
    expect(formatChartLabel('2026-11', 'month')).toBe(month);
  });
  it('shows a Manila day for an instant and leaves categories alone', () => {
    expect(formatChartLabel('2026-11-22T16:30:00Z', 'day')).toBe('Nov 23, 2026');
    expect(formatChartLabel('Quezon City', 'category')).toBe('Quezon City');
    expect(formatChartAxisLabel('Quezon City', 'category')).toBe('Quezon City');
    expect(formatChartMonth('soon')).toBe('soon');
  });
});

describe('what screen readers get', () => {
  it('sums a series up in one sentence', () => {
    expect(
      summarizeChart({
        title: 'Sales by day',
        labels: ['Nov 1, 2026', 'Nov 2, 2026', 'Nov 3, 2026'],
        series: [{ label: 'Net sales', values: [100_000, 300_000, 250_000] }],
        kind: 'peso',
      }),
    ).toBe('Sales by day, Nov 1, 2026 to Nov 3, 2026. Net sales: from ₱1,000.00 to ₱2,500.00, highest ₱3,000.00 (Nov 2, 2026).');
    expect(summarizeChart({ title: 'Orders', labels: [], series: [], kind: 'count' })).toBe('Orders: no data.');
  });
  it('lists pie slices largest first with their share', () => {
    expect(
      summarizeShares({
        title: 'Orders by status',
        slices: [
          { label: 'Pending', value: 1 },
          { label: 'Delivered', value: 3 },
        ],
        kind: 'count',
      }),
    ).toBe('Orders by status. Delivered 3 (75%), Pending 1 (25%).');
    expect(summarizeShares({ title: 'Empty', slices: [{ label: 'A', value: 0 }], kind: 'count' })).toBe('Empty: no data.');
  });
  it('builds the hidden table with formatted dates and pesos', () => {
    setDateDisplayStyle('iso');
    const { table } = describeCartesian({
      title: 'Sales',
      data: [
        { day: '2026-11-01', net: 100_000, gross: 120_000 },
        { day: '2026-11-02', net: 50, gross: null },
      ],
      xKey: 'day',
      xKind: 'day',
      series: [
        { key: 'net', label: 'Net' },
        { key: 'gross', label: 'Gross' },
      ],
      valueKind: 'peso',
    });
    expect(table).toEqual({
      columns: ['Date', 'Net', 'Gross'],
      rows: [
        ['2026-11-01', '₱1,000.00', '₱1,200.00'],
        ['2026-11-02', '₱0.50', '—'],
      ],
    });
  });
  it('cycles six theme colours', () => {
    expect(chartColor(0)).toBe('var(--color-chart-1)');
    expect(chartColor(6)).toBe('var(--color-chart-1)');
    expect(chartColor(-1)).toBe('var(--color-chart-6)');
  });
});
