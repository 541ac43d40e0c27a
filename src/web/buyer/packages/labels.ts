import type { i18n as I18n } from 'i18next';
import type { Holding } from '../../api/packages';
import { quantityLabel } from '../../app/quantity';
import { formatDate } from '../../../engine';

export const STATUS_TONE: Record<Holding['Status'], 'success' | 'warning' | 'muted' | 'error'> = {
  active: 'success', awaitingPayment: 'warning', expired: 'muted', cancelled: 'error',
};

/** A date as the customer reads it (Bangkok). */
export function packageDay(iso: string, locale: 'th' | 'en'): string {
  return formatDate(iso, 'date', locale);
}

export const nameOf = (x: { Name: string; NameEn: string }, locale: 'th' | 'en') => (locale === 'en' && x.NameEn ? x.NameEn : x.Name);
export const productOf = (x: { ProductName?: string; ProductNameEn?: string; P_Code: string }, locale: 'th' | 'en') =>
  (locale === 'en' ? x.ProductNameEn : x.ProductName) || x.P_Code;

/** '97 of 100 bottles left' / 'เหลือ 97 จาก 100 ขวด': what is left of a package item, in its base unit. */
export function itemLeft(i18n: I18n, i: Holding['Items'][number]): string {
  const of = quantityLabel(i18n, i.Bought, { code: i.Unit || undefined, th: i.UnitName, en: i.UnitNameEn });
  return i18n.t('buyer:package.left', { left: i.Remaining, of });
}
