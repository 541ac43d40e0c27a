import { describe, expect, it } from 'vitest';
import { nextRunOnOrAfter, upcomingRuns, validateSchedule, weekdayOf } from '../../src/domain/subscription-schedule';

describe('subscription schedules', () => {
  it('weekly on a weekday from the start', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(upcomingRuns({ frequency: 'week', weekday: 2, startDate: '2026-11-23' }, '2026-11-23', 3)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it('every two weeks counts from the first run, not from today', () => {
    const s = { frequency: '2weeks' as const, weekday: 0, startDate: '2026-11-23' };
    expect(upcomingRuns(s, '2026-11-24', 2)).toEqual(['2026-12-07', '2026-12-21']);
  });

  it('day 31 runs on the last day of shorter months, then back on the 31st', () => {
    const s = { frequency: 'month' as const, monthDay: 31, startDate: '2027-01-01' };
    expect(upcomingRuns(s, '2027-01-01', 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(nextRunOnOrAfter({ frequency: 'month', monthDay: 30, startDate: '2028-02-01' }, '2028-02-01')).toBe('2028-02-29');
  });

  it('an end date stops the runs', () => {
    expect(upcomingRuns({ frequency: 'week', weekday: 0, startDate: '2026-11-23', endDate: '2026-12-01' }, '2026-11-23', 5)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('names every failing field with a clear reason', () => {
    expect(validateSchedule({ frequency: 'week', startDate: '2026-11-20', endDate: '2026-11-01' }, '2026-11-25')).toEqual([
      { field: '/body/weekday', reason: 'choose the day of the week (0 = Monday … 6 = Sunday)' },
      { field: '/body/startDate', reason: 'must be today (2026-11-25) or later' },
      { field: '/body/endDate', reason: 'must not be before the start date' },
    ]);
    expect(validateSchedule({ frequency: 'month', monthDay: 32, startDate: '2026-02-30' }, '2026-01-01')).toEqual([
      { field: '/body/monthDay', reason: 'must be 1 to 31 (29-31 run on the last day of shorter months)' },
      { field: '/body/startDate', reason: 'must be a date YYYY-MM-DD' },
    ]);
    expect(validateSchedule({ frequency: 'week', weekday: 6, startDate: '2026-11-23', endDate: '2026-11-27' }, '2026-11-23')).toEqual([
      { field: '/body/endDate', reason: 'no run falls between the start and the end date' },
    ]);
    expect(validateSchedule({ frequency: 'month', monthDay: 31, startDate: '2027-02-01' }, '2027-01-01')).toEqual([]);
  });
});
