import { describe, expect, it } from 'vitest';
import { checkoutMethods, isGatewayMethod, needsPaymentProof, paymentCannotProcessMessage, paymentMethodCode, paymentMethodLabel, paymentMethodName, scanQrBeforeMessage } from '../../src/domain/payment';

describe('payment', () => {
  it('maps codes COD=0, LINEPAY=1, BANK=2, else −1', () => {
    expect(paymentMethodCode('COD')).toBe(0);
    expect(paymentMethodCode('linepay')).toBe(1);
    expect(paymentMethodCode('BANK')).toBe(2);
    expect(paymentMethodCode('THAIQR')).toBe(-1);
    expect(paymentMethodCode(undefined)).toBe(-1);
  });

  it('labels methods in both languages and passes unknown codes through', () => {
    expect(paymentMethodLabel('COD', 'en')).toBe('Cash on delivery');
    expect(paymentMethodLabel('AR', 'th')).toBe('เครดิตลูกค้า');
    expect(paymentMethodLabel('XYZ', 'en')).toBe('XYZ');
  });

  it('offers points only in redeem mode and credit only to credit customers', () => {
    expect(checkoutMethods({ mode: 'redeem', creditCustomer: true, creditBalance: 1e6, total: 10 })).toEqual([{ method: 'REDEEMED', disabled: false }]);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: false, creditBalance: 0, total: 10 }).map((o) => o.method)).toEqual(['COD', 'BANK', 'THAIQR']);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: true, creditBalance: 5, total: 10 }).at(-1)).toEqual({ method: 'AR', disabled: true });
    expect(checkoutMethods({ mode: 'sales', creditCustomer: true, creditBalance: 10, total: 10 }).at(-1)).toEqual({ method: 'AR', disabled: false });
    expect(checkoutMethods({ mode: 'sales', creditCustomer: true, creditBalance: 10, total: 1, enabled: ['BANK', 'AR'] }).map((o) => o.method)).toEqual(['BANK', 'AR']);
    expect(needsPaymentProof('BANK')).toBe(true);
    expect(needsPaymentProof('COD')).toBe(false);
  });

  it('writes the spec’s payment messages', () => {
    expect(paymentCannotProcessMessage('SO123')).toBe('Payment cannot be process properly. (SO123)');
    expect(scanQrBeforeMessage('20/11/2026 18:00')).toBe('Please scan QR Code before 20/11/2026 18:00');
  });
});

describe('payment edges a buyer or client would notice', () => {
  it('names a method in the page language, Thai by default, an unknown code as it is', () => {
    expect(paymentMethodName('COD', 'en')).toBe('Cash on delivery');
    expect(paymentMethodName('BANK', 'th')).toBe('โอนเงินผ่านธนาคาร');
    expect(paymentMethodName('NOPE', 'th')).toBe('NOPE');
    expect(paymentMethodLabel('COD')).toBe('เก็บเงินปลายทาง');
  });

  it('reads a code with spaces around it', () => {
    expect(paymentMethodCode(' bank ')).toBe(2);
    expect(paymentMethodCode(null)).toBe(-1);
  });

  it('tells gateway methods from the ones the platform settles', () => {
    expect(isGatewayMethod('GHL_ALIPAY')).toBe(true);
    expect(isGatewayMethod('CREDIT_CARD')).toBe(true);
    expect(isGatewayMethod('COD')).toBe(false);
    expect(isGatewayMethod(null)).toBe(false);
  });

  it('offers redeem only when enabled, every sales method selectable, gateways only for a positive total', () => {
    expect(checkoutMethods({ mode: 'redeem', creditCustomer: false, creditBalance: 0, total: 10, enabled: ['COD'] })).toEqual([]);
    expect(checkoutMethods({ mode: 'redeem', creditCustomer: false, creditBalance: 0, total: 10, enabled: ['REDEEMED'] })).toEqual([{ method: 'REDEEMED', disabled: false }]);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: false, creditBalance: 0, total: 10, gateway: ['CREDIT_CARD', 'GHL_ALIPAY'] })).toEqual([
      { method: 'COD', disabled: false },
      { method: 'BANK', disabled: false },
      { method: 'THAIQR', disabled: false },
      { method: 'CREDIT_CARD', disabled: false },
      { method: 'GHL_ALIPAY', disabled: false },
    ]);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: false, creditBalance: 0, total: 0, enabled: [], gateway: ['QR'] })).toEqual([{ method: 'QR', disabled: true }]);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: false, creditBalance: 0, total: 0.01, enabled: [], gateway: ['QR'] })).toEqual([{ method: 'QR', disabled: false }]);
    expect(checkoutMethods({ mode: 'sales', creditCustomer: false, creditBalance: 0, total: -1, enabled: [], gateway: ['QR'] })).toEqual([{ method: 'QR', disabled: true }]);
  });

  it('asks for a slip or a scan for bank transfer and Thai QR only', () => {
    expect(needsPaymentProof('THAIQR')).toBe(true);
    expect(needsPaymentProof('CREDIT_CARD')).toBe(false);
  });
});
