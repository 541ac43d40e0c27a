/** Promotion status and colour, one function for the list page and the server's status filter. */
import { addDays, dayKey, dayKeyToDdmmyyyy, dayKeyToYyyymmdd, parseDay } from './dates';
import { isY } from './flags';
import type { PromotionHeader } from './promotion-types';

export type PromotionStatus = 'DISABLE' | 'SOON' | 'CURRENT' | 'EXPIRED' | 'UNKNOWN';
export const PROMOTION_STATUSES: readonly PromotionStatus[] = ['CURRENT', 'SOON', 'EXPIRED', 'DISABLE', 'UNKNOWN'];

/** Semantic colour names (the theme maps them): CURRENT green, DISABLE grey, EXPIRED red, SOON blue. */
export type StatusColor = 'green' | 'grey' | 'red' | 'blue' | 'orange';
export const PROMOTION_STATUS_COLORS: Readonly<Record<PromotionStatus, StatusColor>> = {
  CURRENT: 'green',
  DISABLE: 'grey',
  EXPIRED: 'red',
  SOON: 'blue',
  // Not in the spec: orange reads as "look at this" without claiming a state.
  UNKNOWN: 'orange',
};

export const DEFAULT_PROMOTION_SPAN_DAYS = 7;

/**
 * DISABLE if FlagEnabled is not Y; SOON if enabled and today is before the begin date; CURRENT if
 * today is within begin..end inclusive; EXPIRED if after end; UNKNOWN otherwise (a date missing or
 * unreadable, or begin after end). Dates come from DateBeginT/DateEndT (YYYYMMDD), else
 * DateBegin/DateEnd (DD/MM/YYYY); today is the Bangkok calendar day of `now`.
 */
export function promotionStatus(promotion: PromotionHeader, now: Date): PromotionStatus {
  if (!isY(promotion.FlagEnabled)) return 'DISABLE';
  const begin = parseDay(promotion.DateBeginT || promotion.DateBegin || null);
  const end = parseDay(promotion.DateEndT || promotion.DateEnd || null);
  if (begin === null || end === null || begin > end) return 'UNKNOWN';
  const today = dayKey(now);
  if (today < begin) return 'SOON';
  if (today <= end) return 'CURRENT';
  return 'EXPIRED';
}

export function promotionStatusColor(status: PromotionStatus): StatusColor {
  return PROMOTION_STATUS_COLORS[status];
}

/** A new promotion's dates: today to today + 7 days, in both the shown and the stored format. */
export function defaultPromotionDates(now: Date, spanDays: number = DEFAULT_PROMOTION_SPAN_DAYS): Required<Pick<PromotionHeader, 'DateBegin' | 'DateEnd' | 'DateBeginT' | 'DateEndT'>> {
  const begin = dayKey(now);
  const end = addDays(begin, spanDays);
  return {
    DateBegin: dayKeyToDdmmyyyy(begin),
    DateEnd: dayKeyToDdmmyyyy(end),
    DateBeginT: dayKeyToYyyymmdd(begin),
    DateEndT: dayKeyToYyyymmdd(end),
  };
}

/** New versus edit: a promotion with a PromotionId is being edited. */
export function isNewPromotion(promotion: Pick<PromotionHeader, 'PromotionId'> | null | undefined): boolean {
  const id = promotion?.PromotionId;
  const s = id === undefined || id === null ? '' : String(id).trim().toLowerCase();
  return s === '' || s === '0' || s === 'new';
}
