import type { Holding } from '../../api/packages';
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
