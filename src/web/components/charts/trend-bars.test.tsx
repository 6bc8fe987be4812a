import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrendBars } from './trend-bars';

describe('TrendBars', () => {
  const html = renderToStaticMarkup(
    <TrendBars
      title="Net sales, last 3 days"
      data={[
        { date: '2026-11-01', net: 100_000 },
        { date: '2026-11-02', net: 0 },
        { date: '2026-11-03', net: 400_000 },
      ]}
      xKey="date"
      xKind="day"
      series={{ key: 'net', label: 'Net sales' }}
      valueKind="peso"
    />,
  );

  it('draws one bar per point, scaled to the largest value', () => {
    const heights = [...html.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toEqual([25, 0, 100]);
    expect(html).toContain('₱4K');
  });

  it('keeps the accessible frame of the chart kit: summary and data table', () => {
    expect(html).toContain('<figure aria-labelledby=');
    expect(html).toContain('<th scope="row">Nov 3, 2026</th><td>₱4,000.00</td>');
    expect(html).toContain('Net sales, last 3 days, Nov 1, 2026 to Nov 3, 2026.');
  });
});
