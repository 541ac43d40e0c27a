import type { PromotionCartLine } from '../../src/domain/promotion-apply';
import { toPromotionRule, type PromotionDetailLine, type PromotionDraft } from '../../src/domain/promotion-types';

/** Friday 20 November 2026, midday in Bangkok. */
export const now = new Date('2026-11-20T05:00:00Z');
export const customer = { customerCode: 'C1', storeType: 'MINIMART', customerType: 'RETAIL', saleUnit: 'DC01' };

/** A promotion for everyone in November 2026 on product A, as the back office saves it. */
export function promo(id: string, type: '1' | '2' | '3', details: PromotionDetailLine[], extra: Partial<PromotionDraft> & { header?: PromotionDraft['Promotion'] } = {}) {
  const { header, ...rest } = extra;
  return toPromotionRule({
    Promotion: {
      PromotionId: id, PromotionName: `P${id}`, FlagEnabled: 'Y', PromotionType: type, DateBeginT: '20261101', DateEndT: '20261130',
      CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL', ...header,
    },
    PromotionDetails: details,
    ProductsSale: ['A'],
    ...rest,
  });
}

export const line = (P_Code: string, quantity: number, unitPrice = 10): PromotionCartLine => ({ P_Code, quantity, amount: quantity * unitPrice });
