import type { ReportRange } from '../../api/merchant-dashboard';

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'th-TH');

/**
 * A bucket key of the reports ('2026-11-20', '2026-11', '2026') as people read it: Thai uses the
 * Buddhist era and Thai month names, English the Gregorian year.
 */
export function bucketLabel(key: string, range: ReportRange, locale: string): string {
  const [y, m = '1', d = '1'] = key.split('-');
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const opts: Intl.DateTimeFormatOptions =
    range === 'year' ? { year: 'numeric' }
      : range === 'month' ? { month: 'short', year: '2-digit' }
        : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(intlLocale(locale), { ...opts, timeZone: 'UTC' }).format(date);
}

export function amountLabel(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
