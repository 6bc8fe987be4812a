import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { dailySales } from '../../db/schema';
import { addCalendarDays, manilaMonth, manilaToday } from '../../../shared/time';
import { ZFranchiseeDashboard, ZFranchisorDashboard } from '../../../shared/dashboards.contracts';
import { ZSalesAnalytics } from '../../../shared/analytics.contracts';

/**
 * Issue 31: the same month-to-date sales showed −36.2 % on the dashboard and −45.5 % in analytics, because analytics
 * compared with the days just before the 1st and the dashboard with the same days of last month. Both endpoints answer
 * at the real clock here (neither takes a pinned instant over HTTP), so the sales are placed relative to Manila today:
 * on last month's 1st (always a "same day"), on its last day and on the day before it (the days an equal-length
 * period before the 1st reaches), and in this month.
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof makeFranchisee>>;
const today = manilaToday();
const month = manilaMonth(today.slice(0, 7));
const last = manilaMonth(addCalendarDays(month.firstDay, -1).slice(0, 7));
const dayNumber = Number(today.slice(8, 10));
// The same days of last month, by hand: its 1st through today's day number, or through its last day if shorter.
const sameDaysEnd = addCalendarDays(last.firstDay, Math.min(dayNumber, Number(last.lastDay.slice(8, 10))) - 1);

const SALES: [string, number][] = [
  [last.firstDay, 1_000_000],
  [last.lastDay, 300_000],
  [addCalendarDays(last.firstDay, -1), 70_000],
  [month.firstDay, 600_000],
  ...(today === month.firstDay ? [] : ([[today, 50_000]] as [string, number][])),
];
const inRange = (from: string, to: string) => SALES.filter(([d]) => d >= from && d <= to).reduce((s, [, net]) => s + net, 0);

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor' });
  owner = await makeFranchisee(t, (await makeBrand(t, 'Compared')).id);
  await t.db.insert(dailySales).values(
    SALES.map(([salesDate, net]) => ({
      locationId: owner.location.id,
      salesDate,
      grossCentavos: net,
      netCentavos: net,
      transactions: 10,
      status: 'approved' as const,
      source: 'seed' as const,
    })),
  );
}, 60_000);
afterAll(async () => t?.close());

describe('one month-to-date comparison for the dashboards and analytics', () => {
  it('gives head office the same ranges, figures and percentage on the dashboard and in analytics', async () => {
    const d = ZFranchisorDashboard.parse((await api(t, hq.cookie).get('/api/dashboards/franchisor')).json());
    const a = ZSalesAnalytics.parse((await api(t, hq.cookie).get('/api/analytics/network/sales?period=this_month')).json());
    const current = inRange(month.firstDay, today);
    const before = inRange(last.firstDay, sameDaysEnd);
    const expected = Math.round(((current - before) / before) * 1000) / 10;
    expect(d.period).toMatchObject({ monthStart: month.firstDay, today, lastMonthStart: last.firstDay, lastMonthSameDaysEnd: sameDaysEnd });
    expect(a.period).toMatchObject({ from: month.firstDay, to: today, previousFrom: last.firstDay, previousTo: sameDaysEnd });
    expect(d.sales).toMatchObject({ monthToDateCentavos: current, lastMonthSameDaysCentavos: before, changePercent: expected });
    expect(a.totals.netCentavos).toBe(current);
    expect(a.previous.netCentavos).toBe(before);
    expect(a.change.netPercent).toBe(d.sales.changePercent);
  });

  it('gives the franchisee the same on their dashboard and in their analytics', async () => {
    const d = ZFranchiseeDashboard.parse((await api(t, owner.cookie).get('/api/dashboards/franchisee')).json());
    const a = ZSalesAnalytics.parse((await api(t, owner.cookie).get('/api/analytics/own/sales?period=this_month')).json());
    const s = d.figures!.sales;
    expect([a.period.from, a.period.to, a.period.previousFrom, a.period.previousTo]).toEqual([
      d.period.monthStart,
      d.period.today,
      d.period.lastMonthStart,
      d.period.lastMonthSameDaysEnd,
    ]);
    expect([a.totals.netCentavos, a.previous.netCentavos, a.change.netPercent]).toEqual([
      s.monthToDateCentavos,
      s.lastMonthSameDaysCentavos,
      s.changePercent,
    ]);
    expect(s.lastMonthSameDaysCentavos).toBe(inRange(last.firstDay, sameDaysEnd));
  });
});
