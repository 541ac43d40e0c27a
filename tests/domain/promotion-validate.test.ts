import { describe, expect, it } from 'vitest';
import type { PromotionDraft } from '../../src/domain/promotion-types';
import { validatePromotion, validatePromotionStep, validatePromotionStep1, validatePromotionStep2, validatePromotionStep3 } from '../../src/domain/promotion-validate';

const valid: PromotionDraft = {
  Promotion: {
    PromotionName: 'Buy 10 get 1', Opt30: 'B10G1', PromotionRemark: 'Year end', DateBeginT: '20261101', DateEndT: '20261130',
    FlagEnabled: 'Y', PromotionType: '1', CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL',
  },
  PromotionDetails: [{ BuyMin: 10, OrderBuy: 10, FreeNumber: 1 }],
  ProductsSale: [{ P_Code: 'A' }],
  ProductsFree: ['A'],
};
const messages = (errors: { en: string }[]) => errors.map((e) => e.en);

describe('step 1', () => {
  it('requires name, short name and remark with the spec’s messages', () => {
    const errors = validatePromotionStep1({ Promotion: { PromotionName: ' ', DateBegin: '01/11/2026', DateEnd: '30/11/2026' } });
    expect(messages(errors)).toEqual(['Please enter promotion name', 'Please enter promotion short name', 'Please enter promotion remark']);
    expect(errors[0]).toMatchObject({ step: 1, field: '/Promotion/PromotionName', key: 'merchant:promotion.errors.name', th: 'กรุณาระบุชื่อโปรโมชั่น' });
  });

  it('refuses a reversed or unreadable period', () => {
    const p = { ...valid.Promotion, DateBeginT: '20261201' };
    expect(messages(validatePromotionStep1({ ...valid, Promotion: p }))).toEqual(['Please enter a valid promotion period']);
    expect(validatePromotionStep1(valid)).toEqual([]);
  });
});

describe('step 2', () => {
  it('needs at least one calculation line', () => {
    expect(messages(validatePromotionStep2({ ...valid, PromotionDetails: [] }))).toEqual(['Please enter calculation detail']);
  });

  it('needs FreeNumber on every free-item line and a free product', () => {
    const d = { ...valid, PromotionDetails: [{ BuyMin: 10, FreeNumber: 1 }, { BuyMin: 20, FreeNumber: '' }], ProductsFree: [] };
    const errors = validatePromotionStep2(d);
    expect(messages(errors)).toEqual(['Please enter free item quantity in calculation detail', 'Please select free item']);
    expect(errors[0].field).toBe('/PromotionDetails/1/FreeNumber');
  });

  it('needs DiscNumber on every discount line', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, PromotionType: '2' }, PromotionDetails: [{ BuyMin: 1, DiscNumber: 0, DiscType: 'DiscountPercent' }], ProductsFree: [] };
    expect(messages(validatePromotionStep2(d))).toEqual(['Please enter discount in calculation detail']);
  });

  it('needs a sale product unless PromotionType is 3', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, PromotionType: '2' }, PromotionDetails: [{ BuyMin: 1, DiscNumber: 5 }], ProductsSale: [] };
    expect(messages(validatePromotionStep2(d))).toEqual(['Please select sale item']);
    expect(validatePromotionStep2({ ...d, Promotion: { ...d.Promotion, PromotionType: '3' } })).toEqual([]);
  });
});

describe('step 3', () => {
  it('needs customers, store types and customer types unless "all"', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, CustomerList: '', Opt15: '', CustomerTypeList: '' } };
    expect(messages(validatePromotionStep3(d))).toEqual([
      'Please specify customers participating in the promotion', 'Please select store type', 'Please select customer type',
    ]);
    expect(validatePromotionStep3({ ...d, Customers: [{ Code: 'C1' }], Stores: ['S1'], CustomerTypes: [{ Code: 'T1' }] })).toEqual([]);
  });
});

describe('whole promotion', () => {
  it('passes a complete draft and stops one posted without a name', () => {
    expect(validatePromotion(valid)).toEqual([]);
    const errors = validatePromotion({ ...valid, Promotion: { ...valid.Promotion, PromotionName: undefined } });
    expect(messages(errors)).toEqual(['Please enter promotion name']);
    expect(validatePromotionStep(2, valid)).toEqual([]);
  });
});
