import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart, PieChart } from './index';
import { categoryChartHeight } from './bar-chart';
import { categoryAxisWidth, shortCategory } from './cartesian-chrome';

// Server-rendered (no layout, so recharts draws no SVG here): what matters is the accessible shell around it.
describe('chart kit markup', () => {
  const data = [
    { day: '2026-11-01', net: 100_000 },
    { day: '2026-11-02', net: 300_000 },
  ];

  it('names and describes a line chart and hides the drawing behind a data table', () => {
    const html = renderToStaticMarkup(
      <LineChart
        title="Sales by day"
        description="Net of returns"
        data={data}
        xKey="day"
        xKind="day"
        series={[{ key: 'net', label: 'Net sales' }]}
        valueKind="peso"
      />,
    );
    expect(html).toContain('<figure aria-labelledby=');
    expect(html).toContain('Net of returns');
    expect(html).toContain('Sales by day, Nov 1, 2026 to Nov 2, 2026. Net sales: from ₱1,000.00 to ₱3,000.00');
    expect(html).toMatch(/<div aria-hidden="true"[^>]*style="height:280px"/);
    expect(html).toContain('<th scope="row">Nov 2, 2026</th><td>₱3,000.00</td>');
  });

  it('does the same for bar and pie charts', () => {
    const bar = renderToStaticMarkup(
      <BarChart
        title="Orders per location"
        data={[{ loc: 'BGC', n: 4 }]}
        xKey="loc"
        xKind="category"
        series={[{ key: 'n', label: 'Orders' }]}
        valueKind="count"
      />,
    );
    expect(bar).toContain('<th scope="col">Category</th><th scope="col">Orders</th>');
    const pie = renderToStaticMarkup(
      <PieChart
        title="Orders by status"
        data={[
          { label: 'Delivered', value: 3 },
          { label: 'Pending', value: 1 },
        ]}
        valueKind="count"
      />,
    );
    expect(pie).toContain('Orders by status. Delivered 3 (75%), Pending 1 (25%).');
    expect(pie).toContain('<th scope="row">Pending</th><td>1</td><td>25%</td>');
  });
});

describe('category bars', () => {
  it('keep a name whole up to 24 characters and cut a longer one with an ellipsis', () => {
    expect(shortCategory('Burger & Fries – Alabang')).toBe('Burger & Fries – Alabang');
    expect(shortCategory('Lemon Juice Stand – Cebu IT Park')).toBe('Lemon Juice Stand – Ceb…');
  });

  it('size the name column to the longest name, within a cap', () => {
    expect(categoryAxisWidth(['BGC', 'Kape Kanto – Davao'])).toBeLessThan(categoryAxisWidth(['Burger & Fries – Alabang']));
    expect(categoryAxisWidth(['x'.repeat(60)])).toBe(categoryAxisWidth(['x'.repeat(24)]));
  });

  it('grow with the number of categories and series so every bar keeps its band', () => {
    expect(categoryChartHeight(12, 1, false)).toBeGreaterThan(categoryChartHeight(4, 1, false));
    expect(categoryChartHeight(12, 3, false)).toBeGreaterThan(categoryChartHeight(12, 3, true));
    expect(categoryChartHeight(1, 1, false)).toBe(120);
  });
});
