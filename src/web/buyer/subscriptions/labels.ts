import type { TFunction } from 'i18next';
import type { Subscription } from '../../api/subscriptions';
import { formatDate } from '../../../engine';

/** "Every week on Monday", "Every month on day 31" … in the page's language. */
export function scheduleText(s: Pick<Subscription, 'Frequency' | 'Weekday' | 'MonthDay'>, t: TFunction): string {
  if (s.Frequency === 'month') return t('buyer:subscription.everyMonth', { day: s.MonthDay });
  const day = t(`buyer:subscription.weekday${s.Weekday ?? 0}`);
  return s.Frequency === 'week' ? t('buyer:subscription.everyWeek', { day }) : t('buyer:subscription.every2Weeks', { day });
}

/** A run day as the customer reads it (Bangkok calendar day, no time). */
export function runDay(iso: string, locale: 'th' | 'en'): string {
  return formatDate(iso, 'weekdayDate', locale);
}
