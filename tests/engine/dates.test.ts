import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bangkokIsoDay, formatDate, parseTypedDate } from '../../src/engine/i18n/dates';

// 14:05:09 in Bangkok on Friday 20 November 2026 (07:05:09 UTC).
const AT = '2026-11-20T07:05:09Z';

describe('formatDate', () => {
  it('writes Thai pages in the Buddhist era with Thai month names', () => {
    expect(formatDate(AT, 'date', 'th')).toBe('20 พ.ย. 2569');
    expect(formatDate(AT, 'dateTime', 'th')).toBe('20 พ.ย. 2569 14:05');
    expect(formatDate(AT, 'longDate', 'th')).toBe('วันศุกร์ที่ 20 พฤศจิกายน 2569');
    expect(formatDate(AT, 'numericDate', 'th')).toBe('20/11/2569');
    expect(formatDate('2026-11', 'monthYear', 'th')).toBe('พ.ย. 2569');
    expect(formatDate('2026-11', 'shortMonthYear', 'th')).toBe('พ.ย. 69');
    expect(formatDate('2026', 'year', 'th')).toBe('พ.ศ. 2569');
  });

  it('writes English pages in the Gregorian year, en-GB order, 24-hour clock', () => {
    expect(formatDate(AT, 'date', 'en')).toBe('20 Nov 2026');
    expect(formatDate(AT, 'dateTime', 'en')).toBe('20 Nov 2026, 14:05');
    expect(formatDate(AT, 'longDate', 'en')).toBe('Friday, 20 November 2026');
    expect(formatDate(AT, 'numericDateTime', 'en')).toBe('20/11/2026, 14:05');
    expect(formatDate(AT, 'time', 'en')).toBe('14:05');
  });

  it('shows an instant in Bangkok time: 20:00 UTC is already the next day', () => {
    expect(formatDate('2026-11-20T20:00:00Z', 'dateTime', 'en')).toBe('21 Nov 2026, 03:00');
  });

  it('shows a calendar day as that day, not shifted by any zone', () => {
    expect(formatDate('2026-11-20', 'weekdayDate', 'en')).toBe('Fri, 20 Nov 2026');
    expect(formatDate('2026-01-01', 'date', 'th')).toBe('1 ม.ค. 2569');
  });

  it('returns unreadable input as given and empty input as empty', () => {
    expect(formatDate('soon', 'date', 'en')).toBe('soon');
    expect(formatDate(null, 'date', 'en')).toBe('');
  });

  it('prints the same text whatever zone the process runs in (server render = hydration)', () => {
    const script = `import('${new URL('../../src/engine/i18n/dates.ts', import.meta.url).pathname}').then((m) => process.stdout.write([m.formatDate('${AT}', 'dateTime', 'th'), m.formatDate('2026-11-20', 'date', 'en'), m.bangkokIsoDay(Date.parse('2026-11-20T18:30:00Z'))].join('|')))`;
    const outputs = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((tz) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      return run.stdout;
    });
    expect(outputs).toEqual(Array(3).fill('20 พ.ย. 2569 14:05|20 Nov 2026|2026-11-21'));
  });
});

describe('bangkokIsoDay', () => {
  it('is the Bangkok calendar day of an instant', () => {
    expect(bangkokIsoDay(Date.parse('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(bangkokIsoDay(Date.parse('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });
});

describe('parseTypedDate', () => {
  it('reads a Thai page\'s Buddhist-era year and the ISO form', () => {
    expect(parseTypedDate('20/11/2569', 'th')).toBe('2026-11-20');
    expect(parseTypedDate('2026-11-20', 'th')).toBe('2026-11-20');
    expect(parseTypedDate('5.1.2026', 'en')).toBe('2026-01-05');
  });

  it('refuses days that do not exist', () => {
    expect(parseTypedDate('31/02/2569', 'th')).toBeNull();
    expect(parseTypedDate('2026-13-01', 'en')).toBeNull();
    expect(parseTypedDate('tomorrow', 'en')).toBeNull();
  });
});
