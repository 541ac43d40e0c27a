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

  it('refuses a percent discount above 100 on the line that has it (a baht discount may be larger)', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, PromotionType: '2' }, PromotionDetails: [{ BuyMin: 1, DiscNumber: 50, DiscType: 'DiscountPercent' }, { BuyMin: 5, DiscNumber: 120, DiscTypeCode: 'P' }], ProductsFree: [] };
    const errors = validatePromotionStep2(d);
    expect(messages(errors)).toEqual(['Please enter a discount of at most 100 percent in calculation detail']);
    expect(errors[0].field).toBe('/PromotionDetails/1/DiscNumber');
    expect(validatePromotionStep2({ ...d, PromotionDetails: [{ BuyMin: 1, DiscNumber: 100, DiscType: 'DiscountPercent' }, { BuyMin: 5, DiscNumber: 120, DiscType: 'DiscountValue' }] })).toEqual([]);
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

describe('edges the editor and the server meet', () => {
  it('answers a draft with no Promotion part with every step-1 and step-3 error', () => {
    // Posted JSON may lack the part the type requires; the server validates it all the same.
    const empty = {} as PromotionDraft;
    expect(messages(validatePromotionStep1(empty))).toEqual([
      'Please enter promotion name', 'Please enter promotion short name', 'Please enter promotion remark', 'Please enter a valid promotion period',
    ]);
    expect(validatePromotionStep(1, empty).map((e) => e.field)).toEqual(['/Promotion/PromotionName', '/Promotion/Opt30', '/Promotion/PromotionRemark', '/Promotion/DateEnd']);
    expect(validatePromotionStep(3, empty).map((e) => [e.step, e.field])).toEqual([[3, '/Customers'], [3, '/Stores'], [3, '/CustomerTypes']]);
    // Step 2 of an empty draft: no lines, and (not a bill discount) no sale product either.
    expect(validatePromotionStep(2, empty).map((e) => [e.step, e.field])).toEqual([[2, '/PromotionDetails'], [2, '/ProductsSale']]);
  });

  it('takes a one-day period, and needs both ends of it', () => {
    const oneDay = { ...valid, Promotion: { ...valid.Promotion, DateBeginT: '20261105', DateEndT: '20261105' } };
    expect(validatePromotionStep1(oneDay)).toEqual([]);
    const noEnd = { ...valid, Promotion: { ...valid.Promotion, DateEndT: '', DateEnd: '' } };
    expect(messages(validatePromotionStep1(noEnd))).toEqual(['Please enter a valid promotion period']);
    const noBegin = { ...valid, Promotion: { ...valid.Promotion, DateBeginT: '', DateBegin: '' } };
    expect(messages(validatePromotionStep1(noBegin))).toEqual(['Please enter a valid promotion period']);
    // The display dates (dd/mm/yyyy) stand in when the compact ones are empty.
    const display = { ...valid, Promotion: { ...valid.Promotion, DateBeginT: '', DateEndT: '', DateBegin: '01/12/2026', DateEnd: '30/11/2026' } };
    expect(messages(validatePromotionStep1(display))).toEqual(['Please enter a valid promotion period']);
  });

  it('names the first free-item line without a quantity, counting from 0, and refuses text or 0', () => {
    const lines = (FreeNumber: unknown) => validatePromotionStep2({ ...valid, PromotionDetails: [{ BuyMin: 10, FreeNumber }, { BuyMin: 20, FreeNumber: 0 }] as PromotionDraft['PromotionDetails'] });
    expect(lines('two').map((e) => e.field)).toEqual(['/PromotionDetails/0/FreeNumber']);
    expect(lines(0).map((e) => e.field)).toEqual(['/PromotionDetails/0/FreeNumber']);
    expect(lines(2).map((e) => e.field)).toEqual(['/PromotionDetails/1/FreeNumber']);
    expect(lines(2)[0]).toMatchObject({ step: 2, key: 'merchant:promotion.errors.freeNumber' });
  });

  it('does not ask a discount line for a free quantity, nor a free-item line for a discount', () => {
    const discount = { ...valid, Promotion: { ...valid.Promotion, PromotionType: '2' }, PromotionDetails: [{ BuyMin: 1, DiscNumber: 5 }], ProductsFree: [] };
    expect(validatePromotionStep2(discount)).toEqual([]);
    const noDisc = { ...discount, PromotionDetails: [{ BuyMin: 1, DiscNumber: 5 }, { BuyMin: 2, FreeNumber: 1 }] };
    expect(validatePromotionStep2(noDisc).map((e) => e.field)).toEqual(['/PromotionDetails/1/DiscNumber']);
    const freeWithDisc = { ...valid, PromotionDetails: [{ BuyMin: 10, DiscNumber: 5, FreeNumber: 1 }] };
    expect(validatePromotionStep2(freeWithDisc)).toEqual([]);
  });

  it('needs a free product only for a free-item promotion, and a sale product for a product discount', () => {
    expect(validatePromotionStep2({ ...valid, ProductsFree: [] }).map((e) => e.field)).toEqual(['/ProductsFree']);
    expect(validatePromotionStep2({ ...valid, ProductsSale: [] }).map((e) => e.field)).toEqual(['/ProductsSale']);
    const bill = { ...valid, Promotion: { ...valid.Promotion, PromotionType: '3' }, PromotionDetails: [{ BuyMin: 1, DiscNumber: 5 }], ProductsFree: [], ProductsSale: [] };
    expect(validatePromotionStep2(bill)).toEqual([]);
  });

  it('reads "all" in any case and with blanks, and each list on its own', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, CustomerList: ' all ', Opt15: '', CustomerTypeList: 'All' }, Stores: ['S1'] };
    expect(validatePromotionStep3(d)).toEqual([]);
    expect(validatePromotionStep3({ ...d, Stores: [] }).map((e) => e.field)).toEqual(['/Stores']);
    const customersOnly = { ...valid, Promotion: { ...valid.Promotion, CustomerList: 'C1' } };
    expect(validatePromotionStep3(customersOnly).map((e) => [e.step, e.field, e.key])).toEqual([[3, '/Customers', 'merchant:promotion.errors.customers']]);
    const typesOnly = { ...valid, Promotion: { ...valid.Promotion, CustomerTypeList: '' } };
    expect(validatePromotionStep3(typesOnly).map((e) => e.field)).toEqual(['/CustomerTypes']);
  });

  it('runs the three steps in order for the server', () => {
    const d = { ...valid, Promotion: { ...valid.Promotion, Opt30: '', Opt15: '' }, PromotionDetails: [] };
    expect(validatePromotion(d).map((e) => e.field)).toEqual(['/Promotion/Opt30', '/PromotionDetails', '/Stores']);
  });
});
