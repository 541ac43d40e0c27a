import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../domain';
import { bangkokIsoDay, formatDate, type Locale } from '../../engine';

/** The rider area's locale, money and dates (Bangkok time whatever the phone's zone). */
export function useRiderLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'th';
}

/** '฿1,070.00', as the buyer's pages and the back office write money. */
export function money(value: number, locale: Locale): string {
  return formatBaht(value, locale);
}

export function dateTime(iso: string, locale: Locale): string {
  return formatDate(iso, 'dateTime', locale);
}

export function time(iso: string, locale: Locale): string {
  return formatDate(iso, 'time', locale);
}

/** A Bangkok day ('2026-11-20') as a heading: 'Friday 20 November 2026'. */
export function dayHeading(day: string, locale: Locale): string {
  return formatDate(day, 'longDate', locale);
}

/** Today in Bangkok as YYYY-MM-DD. */
export function bangkokToday(now = Date.now()): string {
  return bangkokIsoDay(now);
}

export function label(l: { en: string; th: string } | undefined, locale: Locale): string {
  return l ? l[locale] : '';
}

export function detailPath(orderId: string, saleUnit: string, invoiceApproval: boolean): string {
  return `/rider/detail/${invoiceApproval ? 'singha/' : ''}${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}`;
}
