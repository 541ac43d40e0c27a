import { describe, expect, it } from 'vitest';
import { defaultPromotionDates, isNewPromotion, promotionStatus, promotionStatusColor } from '../../src/domain/promotion-status';

const at = (iso: string) => new Date(iso);
const promo = { FlagEnabled: 'Y', DateBeginT: '20261110', DateEndT: '20261120' };

describe('promotion status', () => {
  it('is DISABLE whenever FlagEnabled is not Y', () => {
    expect(promotionStatus({ ...promo, FlagEnabled: 'N' }, at('2026-11-15T05:00:00Z'))).toBe('DISABLE');
    expect(promotionStatus({ ...promo, FlagEnabled: null }, at('2026-11-15T05:00:00Z'))).toBe('DISABLE');
  });

  it('is SOON before begin, CURRENT from begin to end inclusive, EXPIRED after (Bangkok days)', () => {
    expect(promotionStatus(promo, at('2026-11-09T16:59:00Z'))).toBe('SOON');
    expect(promotionStatus(promo, at('2026-11-09T17:00:00Z'))).toBe('CURRENT');
    expect(promotionStatus(promo, at('2026-11-20T16:59:00Z'))).toBe('CURRENT');
    expect(promotionStatus(promo, at('2026-11-20T17:00:00Z'))).toBe('EXPIRED');
  });

  it('reads DD/MM/YYYY when the stored dates are absent', () => {
    expect(promotionStatus({ FlagEnabled: 'Y', DateBegin: '10/11/2026', DateEnd: '20/11/2026' }, at('2026-11-15T05:00:00Z'))).toBe('CURRENT');
  });

  it('is UNKNOWN with missing, unreadable or reversed dates', () => {
    const now = at('2026-11-15T05:00:00Z');
    expect(promotionStatus({ FlagEnabled: 'Y' }, now)).toBe('UNKNOWN');
    expect(promotionStatus({ FlagEnabled: 'Y', DateBeginT: 'x', DateEndT: '20261120' }, now)).toBe('UNKNOWN');
    expect(promotionStatus({ FlagEnabled: 'Y', DateBeginT: '20261121', DateEndT: '20261120' }, now)).toBe('UNKNOWN');
  });

  it('colours CURRENT green, DISABLE grey, EXPIRED red, SOON blue', () => {
    expect(['CURRENT', 'DISABLE', 'EXPIRED', 'SOON'].map((s) => promotionStatusColor(s as 'CURRENT'))).toEqual(['green', 'grey', 'red', 'blue']);
  });
});

describe('editor defaults', () => {
  it('spans 7 days from today in both date formats', () => {
    expect(defaultPromotionDates(at('2026-12-28T18:00:00Z'))).toEqual({
      DateBegin: '29/12/2026', DateEnd: '05/01/2027', DateBeginT: '20261229', DateEndT: '20270105',
    });
  });

  it('tells a new promotion from an edit by its PromotionId', () => {
    expect(isNewPromotion({})).toBe(true);
    expect(isNewPromotion({ PromotionId: 'new' })).toBe(true);
    expect(isNewPromotion({ PromotionId: 0 })).toBe(true);
    expect(isNewPromotion({ PromotionId: 42 })).toBe(false);
  });
});

describe('promotion status edges', () => {
  it('shows a one-day promotion as CURRENT on its day', () => {
    expect(promotionStatus({ FlagEnabled: 'Y', DateBeginT: '20261115', DateEndT: '20261115' }, at('2026-11-15T05:00:00Z'))).toBe('CURRENT');
  });

  it('treats no promotion, a null id and a spaced NEW or 0 as new', () => {
    expect(isNewPromotion(null)).toBe(true);
    expect(isNewPromotion(undefined)).toBe(true);
    expect(isNewPromotion({ PromotionId: null as unknown as string })).toBe(true);
    expect(isNewPromotion({ PromotionId: ' NEW ' })).toBe(true);
    expect(isNewPromotion({ PromotionId: ' 0 ' })).toBe(true);
    expect(isNewPromotion({ PromotionId: ' 17 ' })).toBe(false);
  });
});
