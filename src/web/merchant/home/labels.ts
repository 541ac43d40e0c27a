import type { ReportRange } from '../../api/merchant-dashboard';
import { formatDate } from '../../../engine';

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'th-TH');

/**
 * A bucket key of the reports ('2026-11-20', '2026-11', '2026') as people read it: Thai uses the
 * Buddhist era and Thai month names, English the Gregorian year.
 */
export function bucketLabel(key: string, range: ReportRange, locale: string): string {
  return formatDate(key, range === 'year' ? 'year' : range === 'month' ? 'shortMonthYear' : 'dayMonth', locale);
}

export function amountLabel(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
