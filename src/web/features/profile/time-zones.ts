/** Time-zone choices for the profile: a short list of common zones first, then every region zone. */

export const DEFAULT_TIME_ZONE = 'Asia/Manila';

export const COMMON_TIME_ZONES = [
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Jakarta',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

const REGIONS = ['Africa', 'America', 'Antarctica', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'];

/** The runtime's IANA names, keeping only Region/City zones (no Etc/… or legacy aliases). */
export function regionTimeZones(supported: readonly string[] = supportedTimeZones()): string[] {
  return supported.filter((tz) => REGIONS.includes(tz.split('/')[0]) && tz.includes('/')).sort();
}

function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [...COMMON_TIME_ZONES];
  } catch {
    return [...COMMON_TIME_ZONES];
  }
}

/** "GMT+8" for a zone at `at` (offsets move with daylight saving time). */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** "Asia/Ho_Chi_Minh" → "Ho Chi Minh (Asia)", with its offset. */
export function timeZoneLabel(timeZone: string, at?: Date): string {
  const offset = utcOffsetLabel(timeZone, at);
  const parts = timeZone.split('/');
  const city = parts.slice(1).join(' / ').replace(/_/g, ' ') || timeZone;
  const name = parts.length > 1 ? `${city} (${parts[0]})` : timeZone;
  return offset ? `${name}, ${offset}` : name;
}

export interface TimeZoneGroups {
  common: string[];
  byRegion: [string, string[]][];
}

/** Options for the select: the common zones the runtime knows, then the rest by region; `current` is always present. */
export function timeZoneGroups(current: string, supported?: readonly string[]): TimeZoneGroups {
  const all = regionTimeZones(supported);
  const known = new Set(all);
  const common = COMMON_TIME_ZONES.filter((tz) => tz === 'UTC' || known.has(tz)) as string[];
  if (current && !common.includes(current) && !known.has(current)) common.push(current);
  const regions = new Map<string, string[]>();
  for (const tz of all) {
    if (common.includes(tz)) continue;
    const region = tz.split('/')[0];
    regions.set(region, [...(regions.get(region) ?? []), tz]);
  }
  return { common, byRegion: [...regions.entries()] };
}
