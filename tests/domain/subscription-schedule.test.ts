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

describe('schedule validation edges', () => {
  const today = '2026-11-23'; // a Monday

  it('refuses an unknown frequency and a start that is not a date', () => {
    expect(validateSchedule({ frequency: 'daily' as 'week', startDate: '27/11/2026' }, today)).toEqual([
      { field: '/body/frequency', reason: 'must be week, 2weeks or month' },
      { field: '/body/startDate', reason: 'must be a date YYYY-MM-DD' },
    ]);
  });

  it('asks for a weekday of 0 to 6 for weekly and two-weekly schedules, and no day of the month', () => {
    const choose = { field: '/body/weekday', reason: 'choose the day of the week (0 = Monday … 6 = Sunday)' };
    const range = { field: '/body/weekday', reason: 'must be 0 (Monday) to 6 (Sunday)' };
    expect(validateSchedule({ frequency: '2weeks', startDate: today }, today)).toEqual([choose]);
    expect(validateSchedule({ frequency: 'week', weekday: null, startDate: today }, today)).toEqual([choose]);
    for (const weekday of [7, -1, 1.5]) expect(validateSchedule({ frequency: 'week', weekday, startDate: today }, today)).toEqual([range]);
    expect(validateSchedule({ frequency: 'week', weekday: 0, monthDay: null, startDate: today }, today)).toEqual([]);
    expect(validateSchedule({ frequency: 'week', weekday: 6, monthDay: 5, startDate: today }, today)).toEqual([
      { field: '/body/monthDay', reason: 'only for a monthly schedule' },
    ]);
  });

  it('asks for a day of the month of 1 to 31 for monthly schedules, and no weekday', () => {
    const choose = { field: '/body/monthDay', reason: 'choose the day of the month (1 to 31)' };
    const range = { field: '/body/monthDay', reason: 'must be 1 to 31 (29-31 run on the last day of shorter months)' };
    expect(validateSchedule({ frequency: 'month', startDate: today }, today)).toEqual([choose]);
    expect(validateSchedule({ frequency: 'month', monthDay: null, startDate: today }, today)).toEqual([choose]);
    for (const monthDay of [0, 1.5]) expect(validateSchedule({ frequency: 'month', monthDay, startDate: today }, today)).toEqual([range]);
    expect(validateSchedule({ frequency: 'month', monthDay: 1, weekday: null, startDate: today }, today)).toEqual([]);
    expect(validateSchedule({ frequency: 'month', monthDay: 1, weekday: 3, startDate: today }, today)).toEqual([
      { field: '/body/weekday', reason: 'only for a weekly schedule' },
    ]);
  });

  it('checks the end date: a real date, not before the start, with a run up to it', () => {
    const weekly = { frequency: 'week' as const, weekday: 0, startDate: '2026-11-30' };
    expect(validateSchedule({ ...weekly, endDate: '2026-12-1' }, today)).toEqual([{ field: '/body/endDate', reason: 'must be a date YYYY-MM-DD' }]);
    expect(validateSchedule({ ...weekly, endDate: '2026-11-30' }, today)).toEqual([]);
    expect(validateSchedule({ ...weekly, endDate: '2026-12-20' }, today)).toEqual([]);
  });

  it('names only the start when it is in the past, even with no run before the end', () => {
    expect(validateSchedule({ frequency: 'week', weekday: 6, startDate: '2026-11-23', endDate: '2026-11-27' }, '2026-11-24')).toEqual([
      { field: '/body/startDate', reason: 'must be today (2026-11-24) or later' },
    ]);
  });
});

describe('schedule runs edges', () => {
  it('runs a monthly schedule no earlier than its start, on the chosen day', () => {
    const s = { frequency: 'month' as const, monthDay: 15, startDate: '2026-11-20' };
    expect(nextRunOnOrAfter(s, '2026-11-01')).toBe('2026-12-15');
    expect(nextRunOnOrAfter(s, '2026-11-20')).toBe('2026-12-15');
    expect(nextRunOnOrAfter({ ...s, monthDay: 20 }, '2026-11-20')).toBe('2026-11-20');
  });

  it('anchors a weekly or two-weekly series on the first chosen weekday after a mid-week start', () => {
    // 2026-11-25 is a Wednesday; weekday 0 is Monday.
    expect(nextRunOnOrAfter({ frequency: 'week', weekday: 0, startDate: '2026-11-25' }, '2026-11-25')).toBe('2026-11-30');
    expect(upcomingRuns({ frequency: '2weeks', weekday: 0, startDate: '2026-11-25' }, '2026-11-25', 2)).toEqual(['2026-11-30', '2026-12-14']);
  });

  it('includes a run that falls on the end date', () => {
    expect(upcomingRuns({ frequency: 'week', weekday: 0, startDate: '2026-11-23', endDate: '2026-11-30' }, '2026-11-23', 5)).toEqual(['2026-11-23', '2026-11-30']);
  });
});
