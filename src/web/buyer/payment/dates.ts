import { formatDate } from '../../../engine';

/** A date and time for order lists, in the visitor's language and Bangkok time. */
export function orderDateTime(iso: string, locale: 'th' | 'en'): string {
  return formatDate(iso, 'dateTime', locale);
}
