import { isValidPromptPayTarget } from '../../../domain/promptpay';
import type { Queryable } from '../../db/index';

/** Where a centre's money goes and what delivery costs there (table centre_payment_settings). */
export interface CentrePaymentSettings {
  promptpayId: string;
  bankName: string;
  bankAccountNo: string;
  bankAccountName: string;
  qrTtlMinutes: number;
  deliveryFee: number;
  /** Orders from this amount (after discounts) travel free; 0 = the fee always applies. */
  freeDeliveryFrom: number;
}

const DEFAULTS: CentrePaymentSettings = {
  promptpayId: '', bankName: '', bankAccountNo: '', bankAccountName: '', qrTtlMinutes: 15, deliveryFee: 0, freeDeliveryFrom: 0,
};

export async function paymentSettings(q: Queryable, tenantId: string, saleUnit: string): Promise<CentrePaymentSettings> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT promptpay_id, bank_name, bank_account_no, bank_account_name, qr_ttl_minutes, delivery_fee, free_delivery_from
       FROM centre_payment_settings WHERE tenant_id = $1 AND sale_unit = $2`,
    [tenantId, saleUnit],
  );
  if (!row) return DEFAULTS;
  return {
    promptpayId: String(row.promptpay_id ?? ''),
    bankName: String(row.bank_name ?? ''),
    bankAccountNo: String(row.bank_account_no ?? ''),
    bankAccountName: String(row.bank_account_name ?? ''),
    qrTtlMinutes: Number(row.qr_ttl_minutes ?? 15),
    deliveryFee: Number(row.delivery_fee ?? 0),
    freeDeliveryFrom: Number(row.free_delivery_from ?? 0),
  };
}

/** Thai QR needs a PromptPay account to be paid into. */
export function thaiQrAvailable(s: CentrePaymentSettings): boolean {
  return s.promptpayId !== '' && isValidPromptPayTarget(s.promptpayId);
}

/** The fee for an order worth `amount` after discounts. Points orders never pay one. */
export function deliveryFeeFor(s: CentrePaymentSettings, amount: number, mode: 'sales' | 'redeem'): number {
  if (mode === 'redeem' || s.deliveryFee <= 0) return 0;
  if (s.freeDeliveryFrom > 0 && amount >= s.freeDeliveryFrom) return 0;
  return s.deliveryFee;
}

/** What the buyer is shown for a bank transfer. */
export function bankAccountView(s: CentrePaymentSettings) {
  return { BankName: s.bankName, AccountNo: s.bankAccountNo, AccountName: s.bankAccountName };
}
