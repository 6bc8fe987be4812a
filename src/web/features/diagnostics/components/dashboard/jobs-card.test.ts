import { describe, expect, it } from 'vitest';
import { readableSchedule } from './jobs-card';

describe('a job’s schedule', () => {
  it('reads an interval in the largest whole unit and leaves other schedules alone', () => {
    expect(readableSchedule('every 3600000 ms')).toBe('every 1 h');
    expect(readableSchedule('every 900000 ms')).toBe('every 15 min');
    expect(readableSchedule('every 45000 ms')).toBe('every 45 s');
    expect(readableSchedule('every 1500 ms')).toBe('every 1500 ms');
    expect(readableSchedule('daily 03:40 Asia/Manila')).toBe('daily 03:40 Asia/Manila');
  });
});
