/**
 * The promotion editor's three steps, validated the same way by the page and by the server. Each
 * error carries the i18n key, the spec's exact English text and the Thai translation, so locale
 * files can be filled from PROMOTION_MESSAGES.
 */
import { parseDay } from './dates';
import { isPresent, toNumber } from './flags';
import { codesOf, isAllMarker, normalizeKind, PROMOTION_TYPE, type PromotionDraft } from './promotion-types';

export interface Message {
  key: string;
  en: string;
  th: string;
}

export const PROMOTION_MESSAGES = {
  name: { key: 'merchant:promotion.errors.name', en: 'Please enter promotion name', th: 'กรุณาระบุชื่อโปรโมชั่น' },
  shortName: { key: 'merchant:promotion.errors.shortName', en: 'Please enter promotion short name', th: 'กรุณาระบุชื่อย่อโปรโมชั่น' },
  remark: { key: 'merchant:promotion.errors.remark', en: 'Please enter promotion remark', th: 'กรุณาระบุหมายเหตุโปรโมชั่น' },
  dates: { key: 'merchant:promotion.errors.dates', en: 'Please enter a valid promotion period', th: 'กรุณาระบุช่วงเวลาโปรโมชั่นให้ถูกต้อง' },
  detail: { key: 'merchant:promotion.errors.detail', en: 'Please enter calculation detail', th: 'กรุณาระบุรายละเอียดการคำนวณ' },
  freeNumber: { key: 'merchant:promotion.errors.freeNumber', en: 'Please enter free item quantity in calculation detail', th: 'กรุณาระบุจำนวนของแถมในรายละเอียดการคำนวณ' },
  discNumber: { key: 'merchant:promotion.errors.discNumber', en: 'Please enter discount in calculation detail', th: 'กรุณาระบุส่วนลดในรายละเอียดการคำนวณ' },
  discPercent: { key: 'merchant:promotion.errors.discPercent', en: 'Please enter a discount of at most 100 percent in calculation detail', th: 'กรุณาระบุส่วนลดไม่เกิน 100 เปอร์เซ็นต์ในรายละเอียดการคำนวณ' },
  freeItem: { key: 'merchant:promotion.errors.freeItem', en: 'Please select free item', th: 'กรุณาเลือกสินค้าของแถม' },
  saleItem: { key: 'merchant:promotion.errors.saleItem', en: 'Please select sale item', th: 'กรุณาเลือกสินค้าที่ร่วมรายการ' },
  customers: { key: 'merchant:promotion.errors.customers', en: 'Please specify customers participating in the promotion', th: 'กรุณาระบุลูกค้าที่ร่วมรายการโปรโมชั่น' },
  stores: { key: 'merchant:promotion.errors.stores', en: 'Please select store type', th: 'กรุณาเลือกประเภทร้านค้า' },
  customerTypes: { key: 'merchant:promotion.errors.customerTypes', en: 'Please select customer type', th: 'กรุณาเลือกประเภทลูกค้า' },
} as const satisfies Record<string, Message>;

export type PromotionStep = 1 | 2 | 3;

export interface PromotionError extends Message {
  step: PromotionStep;
  /** JSON pointer into the draft, as the server's 400 body names fields. */
  field: string;
}

function err(step: PromotionStep, field: string, m: Message): PromotionError {
  return { step, field, ...m };
}

/**
 * Step 1, general: name, short name and remark are required. The period is checked too (not in the
 * spec's list, but a promotion without a readable period can never be shown correctly).
 */
export function validatePromotionStep1(draft: PromotionDraft): PromotionError[] {
  const p = draft.Promotion ?? {};
  const errors: PromotionError[] = [];
  if (!isPresent(p.PromotionName)) errors.push(err(1, '/Promotion/PromotionName', PROMOTION_MESSAGES.name));
  if (!isPresent(p.Opt30)) errors.push(err(1, '/Promotion/Opt30', PROMOTION_MESSAGES.shortName));
  if (!isPresent(p.PromotionRemark)) errors.push(err(1, '/Promotion/PromotionRemark', PROMOTION_MESSAGES.remark));
  const begin = parseDay(p.DateBeginT || p.DateBegin || null);
  const end = parseDay(p.DateEndT || p.DateEnd || null);
  if (begin === null || end === null || begin > end) errors.push(err(1, '/Promotion/DateEnd', PROMOTION_MESSAGES.dates));
  return errors;
}

function positive(v: unknown): boolean {
  return isPresent(v) && toNumber(v, Number.NaN) > 0;
}

/** Step 2, condition: calculation lines, free items, sale items. */
export function validatePromotionStep2(draft: PromotionDraft): PromotionError[] {
  const p = draft.Promotion ?? {};
  const details = draft.PromotionDetails ?? [];
  const errors: PromotionError[] = [];
  const freeItem = String(p.PromotionType ?? '') === PROMOTION_TYPE.FREE_ITEM;
  if (details.length === 0) {
    errors.push(err(2, '/PromotionDetails', PROMOTION_MESSAGES.detail));
  } else if (freeItem) {
    const i = details.findIndex((d) => !positive(d.FreeNumber));
    if (i >= 0) errors.push(err(2, `/PromotionDetails/${i}/FreeNumber`, PROMOTION_MESSAGES.freeNumber));
  } else {
    const i = details.findIndex((d) => !positive(d.DiscNumber));
    // Not in the spec's list: a percent above 100 reads as more off than the goods cost (orders cap it at 100).
    const over = details.findIndex((d) => normalizeKind(d, p.PromotionType) === 'DiscountPercent' && toNumber(d.DiscNumber, 0) > 100);
    if (i >= 0) errors.push(err(2, `/PromotionDetails/${i}/DiscNumber`, PROMOTION_MESSAGES.discNumber));
    else if (over >= 0) errors.push(err(2, `/PromotionDetails/${over}/DiscNumber`, PROMOTION_MESSAGES.discPercent));
  }
  if (freeItem && codesOf(draft.ProductsFree).length === 0) errors.push(err(2, '/ProductsFree', PROMOTION_MESSAGES.freeItem));
  if (String(p.PromotionType ?? '') !== PROMOTION_TYPE.BILL_DISCOUNT && codesOf(draft.ProductsSale).length === 0) {
    errors.push(err(2, '/ProductsSale', PROMOTION_MESSAGES.saleItem));
  }
  return errors;
}

/** Step 3, who: customers, store types and customer types, each unless "all". */
export function validatePromotionStep3(draft: PromotionDraft): PromotionError[] {
  const p = draft.Promotion ?? {};
  const errors: PromotionError[] = [];
  if (!isAllMarker(p.CustomerList) && codesOf(draft.Customers).length === 0) {
    errors.push(err(3, '/Customers', PROMOTION_MESSAGES.customers));
  }
  if (!isAllMarker(p.Opt15) && codesOf(draft.Stores).length === 0) errors.push(err(3, '/Stores', PROMOTION_MESSAGES.stores));
  if (!isAllMarker(p.CustomerTypeList) && codesOf(draft.CustomerTypes).length === 0) {
    errors.push(err(3, '/CustomerTypes', PROMOTION_MESSAGES.customerTypes));
  }
  return errors;
}

export function validatePromotionStep(step: PromotionStep, draft: PromotionDraft): PromotionError[] {
  if (step === 1) return validatePromotionStep1(draft);
  if (step === 2) return validatePromotionStep2(draft);
  return validatePromotionStep3(draft);
}

/** All three steps, in step order (what the server runs before saving). */
export function validatePromotion(draft: PromotionDraft): PromotionError[] {
  return [...validatePromotionStep1(draft), ...validatePromotionStep2(draft), ...validatePromotionStep3(draft)];
}
