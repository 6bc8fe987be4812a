import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';

/**
 * The one time module (issue 12 §4). The network runs on Manila time whatever the server's or browser's zone:
 * calendar days, order numbers, CSV stamps, date-range filters and due dates are all Asia/Manila. Server and web
 * use these functions; nobody writes `+08:00` or `8 * 3_600_000` by hand.
 *
 * Vocabulary: a *ymd* is a calendar date `YYYY-MM-DD` (already a Manila date, never shifted); an *instant* is a
 * `Date` (a point in time). Day and month ends are *exclusive*: the instant the next day or month starts, so a
 * filter reads `createdAt >= start && createdAt < end`.
 */

export const MANILA_TZ = 'Asia/Manila';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const YM = /^(\d{4})-(\d{2})$/;

function parseYmd(ymd: string): [number, number, number] {
  const m = YMD.exec(ymd);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${ymd}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** An instant seen in Manila: its getHours(), getDate(), getDay()… are Manila's. */
export function inManila(at: Date | number | string): TZDate {
  return new TZDate(typeof at === 'string' ? new Date(at).getTime() : at instanceof Date ? at.getTime() : at, MANILA_TZ);
}

/** Now, in Manila. */
export function manilaNow(): TZDate {
  return TZDate.tz(MANILA_TZ);
}

/**
 * Manila's offset from UTC. Asia/Manila has kept UTC+8 without daylight saving since 1978, so the helpers reports call
 * once per row (a calendar date of an instant, a day's start, days added) are fixed arithmetic here, not a time-zone
 * conversion each (issue 34: those cost training completion and analytics 17–18 % of their CPU).
 */
const MANILA_OFFSET_MS = 8 * 3_600_000;

function instantMs(at: Date | number | string): number {
  return typeof at === 'string' ? new Date(at).getTime() : at instanceof Date ? at.getTime() : at;
}

/** `YYYY-MM-DD` of a UTC-based calendar moment (the date part of its ISO form). */
function ymdOfUtc(ms: number): string {
  const iso = new Date(ms).toISOString(); // RangeError on an invalid date, as date-fns' format throws
  return iso.slice(0, iso.length - 14);
}

/** The Manila calendar date of an instant (default: now), `YYYY-MM-DD`. */
export function toManilaYmd(at: Date | number | string = Date.now()): string {
  return ymdOfUtc(instantMs(at) + MANILA_OFFSET_MS);
}

/** Today's Manila calendar date. */
export function manilaToday(): string {
  return toManilaYmd();
}

/** The instant a Manila calendar day starts (00:00 in Manila = 16:00 UTC the day before). */
export function manilaDayStart(ymd: string): Date {
  const [y, m, d] = parseYmd(ymd);
  return new Date(Date.UTC(y, m - 1, d) - MANILA_OFFSET_MS);
}

/** The instant a Manila calendar day ends, exclusive: the start of the next day. */
export function manilaDayEnd(ymd: string): Date {
  return manilaDayStart(addCalendarDays(ymd, 1));
}

/** A time of day on a Manila calendar date, as an instant (`manilaAt('2026-11-23', 9)` is 09:00 Manila). */
export function manilaAt(ymd: string, hours: number, minutes = 0): Date {
  const [y, m, d] = parseYmd(ymd);
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) - MANILA_OFFSET_MS);
}

/**
 * The instants of a `from`/`to` filter (both inclusive Manila dates, as ZManilaDateRange gives them):
 * `{ gte: start of from, lt: start of the day after to }`; a missing bound stays undefined.
 */
export function manilaDateRange(range: { from?: string; to?: string }): { gte?: Date; lt?: Date } {
  return { gte: range.from ? manilaDayStart(range.from) : undefined, lt: range.to ? manilaDayEnd(range.to) : undefined };
}

/** A calendar date plus whole days (negative to go back); calendar arithmetic only, no zone shifts. */
export function addCalendarDays(ymd: string, days: number): string {
  const [y, m, d] = parseYmd(ymd);
  return ymdOfUtc(Date.UTC(y, m - 1, d + days, 12));
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD): 2026-11-01 → 2026-11-30 is 29, negative when `to` is earlier. */
export function calendarDaysFrom(from: string, to: string): number {
  const [fy, fm, fd] = parseYmd(from);
  const [ty, tm, td] = parseYmd(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Calendar days in the range `from` … `to`, both counted: 2026-11-01 … 2026-11-30 is 30. */
export function calendarDaysInclusive(from: string, to: string): number {
  return calendarDaysFrom(from, to) + 1;
}

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(ymd: string): number {
  const [y, m, d] = parseYmd(ymd);
  return new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
}

export interface ManilaMonth {
  /** `YYYY-MM`. */
  month: string;
  /** First and last calendar dates of the month. */
  firstDay: string;
  lastDay: string;
  /** The instant the month starts in Manila, and the instant the next month starts (exclusive end). */
  start: Date;
  end: Date;
}
/** The Manila month `YYYY-MM`, or the month an instant falls in (default: now). For month reports and royalties. */
export function manilaMonth(monthOrInstant: string | Date | number = Date.now()): ManilaMonth {
  let y: number;
  let m: number;
  if (typeof monthOrInstant === 'string' && YM.test(monthOrInstant)) {
    [y, m] = monthOrInstant.split('-').map(Number) as [number, number];
  } else {
    const at = inManila(monthOrInstant);
    y = at.getFullYear();
    m = at.getMonth() + 1;
  }
  const first = new TZDate(y, m - 1, 1, MANILA_TZ);
  const next = addMonths(first, 1);
  const lastDay = format(addDays(next, -1), 'yyyy-MM-dd');
  return {
    month: format(first, 'yyyy-MM'),
    firstDay: format(first, 'yyyy-MM-dd'),
    lastDay,
    start: new Date(first.getTime()),
    end: new Date(next.getTime()),
  };
}

/** An instant formatted in Manila with a date-fns pattern (`'yyyy-MM-dd HH:mm'`, `'yyyyMMdd'`…). */
export function formatManila(at: Date | number | string, pattern: string): string {
  return format(inManila(at), pattern);
}

// ---------------------------------------------------------------- display (one format for pages and server texts)

/**
 * How dates read: `medium` "Nov 27, 2026" (the default, and always the server's), `short` "11/27/26", `iso`
 * "2026-11-27". The browser sets the signed-in person's choice (profile → Display preferences) once, so every
 * page's dates follow it without each call site knowing; the server never calls the setter.
 */
export type DateDisplayStyle = 'medium' | 'short' | 'iso';
export const DATE_DISPLAY_STYLES: readonly DateDisplayStyle[] = ['medium', 'short', 'iso'];

interface DisplayFormats {
  calendarDate: (d: Date) => string;
  date: (d: Date) => string;
  dateTime: (d: Date) => string;
}

function intlFormats(dateStyle: 'medium' | 'short'): DisplayFormats {
  const calendar = new Intl.DateTimeFormat('en-PH', { dateStyle, timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat('en-PH', { dateStyle, timeZone: MANILA_TZ });
  const dateTime = new Intl.DateTimeFormat('en-PH', { dateStyle, timeStyle: 'short', timeZone: MANILA_TZ });
  return { calendarDate: (d) => calendar.format(d), date: (d) => date.format(d), dateTime: (d) => dateTime.format(d) };
}

const FORMATS: Record<DateDisplayStyle, () => DisplayFormats> = {
  medium: () => intlFormats('medium'),
  short: () => intlFormats('short'),
  iso: () => ({
    // A bare calendar date is already Manila's: read it at UTC so no zone shifts it.
    calendarDate: (d) => format(new TZDate(d.getTime(), 'UTC'), 'yyyy-MM-dd'),
    date: (d) => formatManila(d, 'yyyy-MM-dd'),
    dateTime: (d) => formatManila(d, 'yyyy-MM-dd HH:mm'),
  }),
};
const built = new Map<DateDisplayStyle, DisplayFormats>();
function formatsOf(style: DateDisplayStyle): DisplayFormats {
  let f = built.get(style);
  if (!f) built.set(style, (f = FORMATS[style]()));
  return f;
}

let displayStyle: DateDisplayStyle = 'medium';

/** The style every formatDate/formatDateTime/formatCalendarDate call uses from now on (browser only). */
export function setDateDisplayStyle(style: DateDisplayStyle): void {
  displayStyle = DATE_DISPLAY_STYLES.includes(style) ? style : 'medium';
}

export function getDateDisplayStyle(): DateDisplayStyle {
  return displayStyle;
}

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeStyle: 'short', timeZone: MANILA_TZ });

/**
 * The app's one date format ("Nov 27, 2026", en-PH medium, unless the display style says otherwise), shared so
 * texts the server composes (notification messages, shown in toasts and the bell) read like the dates on every
 * page. A bare YYYY-MM-DD is already a Manila calendar date: formatted as is, never shifted by a zone.
 * Anything unparseable comes back unchanged.
 */
export function formatCalendarDate(ymd: string): string {
  if (!YMD.test(ymd)) return ymd;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : formatsOf(displayStyle).calendarDate(d);
}

/** "Nov 27, 2026" for an instant (Manila) or a calendar date. */
export function formatDate(at: string | Date): string {
  if (typeof at === 'string' && YMD.test(at)) return formatCalendarDate(at);
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : formatsOf(displayStyle).date(d);
}

/** "Nov 27, 2026, 2:05 PM" in Manila. */
export function formatDateTime(at: string | Date): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : formatsOf(displayStyle).dateTime(d);
}

/** "November 27, 2026 at 2:05 PM" in Manila (e-mails: always written out, whatever the display style). */
export function formatLongDateTime(at: string | Date): string {
  return LONG_DATE_TIME.format(new Date(at));
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago (or, with a skewed clock, how soon) an instant was: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday"; from 30 days on, `older(iso)` (the date by default). An unreadable date is "unknown". Sessions and
 * users' last sign-in use it; notifications have the spec's own wording (notifications.contracts.ts relativeTime).
 */
export function timeAgo(iso: string, now: Date | number = Date.now(), older: (iso: string) => string = formatDate): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return 'unknown';
  const seconds = Math.round((t - new Date(now).getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return RELATIVE.format(Math.trunc(seconds / 60), 'minute');
  if (abs < 86_400) return RELATIVE.format(Math.trunc(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return RELATIVE.format(Math.trunc(seconds / 86_400), 'day');
  return older(iso);
}

/** A month as people say it: "2026-11" or "2026-11-01" (its first day) → "November 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.slice(0, 7).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
