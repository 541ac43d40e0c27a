import { describe, expect, it } from 'vitest';
import {
  MISSION_KINDS,
  isMissionKind,
  missionOpenOn,
  missionPercent,
  missionRound,
  missionTypeOfKind,
  weekStart,
} from '../../src/domain/missions';

describe('mission kinds and types', () => {
  it('files check-in under daily missions and the other five kinds under special missions', () => {
    expect(missionTypeOfKind('CHECK-IN')).toMatchObject({ Id: 11, ParentId: 1, NameEn: 'Check-in' });
    expect(MISSION_KINDS.filter((k) => k !== 'CHECK-IN').map((k) => [k, missionTypeOfKind(k).ParentId])).toEqual([
      ['NEWS', 2],
      ['ORDER_ACC', 2],
      ['PHOTO', 2],
      ['SCAN_QR', 2],
      ['SURVEY', 2],
    ]);
    expect(missionTypeOfKind('SURVEY')).toMatchObject({ Id: 25, Code: 'SURVEY', NameEn: 'Survey' });
  });

  it('accepts only the six kind codes as they are written', () => {
    for (const k of MISSION_KINDS) expect(isMissionKind(k)).toBe(true);
    expect(isMissionKind('news')).toBe(false);
    expect(isMissionKind('DAILY')).toBe(false);
    expect(isMissionKind('')).toBe(false);
    expect(isMissionKind(21)).toBe(false);
    expect(isMissionKind(null)).toBe(false);
  });
});

describe('mission progress (missionPercent)', () => {
  it('is the share of the target in percent with 2 decimals', () => {
    expect(missionPercent(1, 3)).toBe(33.33);
    expect(missionPercent(2, 3)).toBe(66.67);
    expect(missionPercent(250, 1000)).toBe(25);
    expect(missionPercent(0, 5)).toBe(0);
  });

  it('stops at 100 when the target is passed', () => {
    expect(missionPercent(5, 5)).toBe(100);
    expect(missionPercent(1500, 1000)).toBe(100);
  });

  it('counts a mission without a positive target as done', () => {
    expect(missionPercent(0, 0)).toBe(100);
    expect(missionPercent(3, -1)).toBe(100);
    expect(missionPercent(0, Number.NaN)).toBe(100);
  });
});

describe('mission dates (missionOpenOn)', () => {
  it('is open from the first to the last day inclusive', () => {
    expect(missionOpenOn('2026-11-01', '2026-11-01', '2026-11-30')).toBe(true);
    expect(missionOpenOn('2026-11-30', '2026-11-01', '2026-11-30')).toBe(true);
    expect(missionOpenOn('2026-10-31', '2026-11-01', '2026-11-30')).toBe(false);
    expect(missionOpenOn('2026-12-01', '2026-11-01', '2026-11-30')).toBe(false);
  });

  it('has no limit on an open end', () => {
    expect(missionOpenOn('2030-01-01', '2026-11-01', null)).toBe(true);
    expect(missionOpenOn('2020-01-01', null, '2026-11-30')).toBe(true);
    expect(missionOpenOn('2026-12-01', null, '2026-11-30')).toBe(false);
    expect(missionOpenOn('2026-10-31', '2026-11-01', null)).toBe(false);
    expect(missionOpenOn('2026-11-15', null, null)).toBe(true);
  });
});

describe('weeks run Monday to Sunday (weekStart)', () => {
  it('gives the Monday of the week of every day', () => {
    // 2026-11-23 is a Monday.
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });

  it('crosses month and year ends', () => {
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
  });
});

describe('completion rounds (missionRound)', () => {
  it('is the day for a daily mission and the week for a weekly one', () => {
    expect(missionRound('day', '2026-11-27', 4, null)).toBe('2026-11-27');
    expect(missionRound('week', '2026-11-29', 4, null)).toBe('W2026-11-23');
  });

  it('numbers the completions of a mission that does not repeat by calendar', () => {
    expect(missionRound('none', '2026-11-27', 0, null)).toBe('1');
    expect(missionRound('none', '2026-11-27', 2, 3)).toBe('3');
  });

  it('has no round left once the total number of completions is used', () => {
    expect(missionRound('none', '2026-11-27', 3, 3)).toBeNull();
    expect(missionRound('day', '2026-11-27', 5, 3)).toBeNull();
    expect(missionRound('week', '2026-11-27', 1, 1)).toBeNull();
    expect(missionRound('day', '2026-11-27', 0, 0)).toBeNull();
    expect(missionRound('day', '2026-11-27', 2, 3)).toBe('2026-11-27');
  });
});
