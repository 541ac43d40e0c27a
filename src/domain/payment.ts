/** Payment methods: the spec's labels and codes, and which methods checkout offers. */
import { interpolate } from './format';

export type PaymentMethod =
  | 'COD'
  | 'BILL_PAYMENT'
  | 'QR'
  | 'CREDIT_CARD'
  | 'LINEPAY'
  | 'THAIQR'
  | 'VI'
  | 'MA'
  | 'EQ'
  | 'AR'
  | 'BANK'
  | 'COUNTERSERVICE'
  | 'GHL_THAIQR'
  | 'GHL_QRCS'
  | 'GHL_ALIPAY'
  | 'GHL_RABBITLINEPAY'
  | 'GHL_WECHATPAY'
  | 'REDEEMED';

/** English and Thai labels; the web app takes them into its locale files (key common:payment.<METHOD>). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, { en: string; th: string }>> = {
  COD: { en: 'Cash on delivery', th: 'เก็บเงินปลายทาง' },
  BILL_PAYMENT: { en: 'Bank bill payment', th: 'ชำระผ่านบิลธนาคาร' },
  QR: { en: 'QR', th: 'คิวอาร์' },
  CREDIT_CARD: { en: 'Credit card', th: 'บัตรเครดิต' },
  LINEPAY: { en: 'LINE Pay', th: 'LINE Pay' },
  THAIQR: { en: 'Thai QR', th: 'ไทยคิวอาร์' },
  VI: { en: 'Visa', th: 'วีซ่า' },
  MA: { en: 'Mastercard', th: 'มาสเตอร์การ์ด' },
  EQ: { en: 'Card instalment', th: 'ผ่อนชำระด้วยบัตร' },
  AR: { en: 'Customer credit', th: 'เครดิตลูกค้า' },
  BANK: { en: 'Bank transfer', th: 'โอนเงินผ่านธนาคาร' },
  COUNTERSERVICE: { en: 'Counter Service', th: 'เคาน์เตอร์เซอร์วิส' },
  GHL_THAIQR: { en: 'Thai QR', th: 'ไทยคิวอาร์' },
  GHL_QRCS: { en: 'QR credit card', th: 'คิวอาร์บัตรเครดิต' },
  GHL_ALIPAY: { en: 'Alipay', th: 'Alipay' },
  GHL_RABBITLINEPAY: { en: 'Rabbit LINE Pay', th: 'Rabbit LINE Pay' },
  GHL_WECHATPAY: { en: 'WeChat Pay', th: 'WeChat Pay' },
  REDEEMED: { en: 'Redeemed', th: 'แลกคะแนน' },
};

/** A payment method's name in the page's language, from the one table above ("Cash on delivery" everywhere); an unknown code as it is. */
export function paymentMethodName(method: string, locale: 'th' | 'en'): string {
  return (PAYMENT_METHOD_LABELS as Readonly<Record<string, { en: string; th: string }>>)[method]?.[locale] ?? method;
}

export function paymentMethodLabel(method: string, locale: 'th' | 'en' = 'th'): string {
  const entry = PAYMENT_METHOD_LABELS[method as PaymentMethod];
  return entry ? entry[locale] : method;
}

/** The spec's numeric codes: COD = 0, LINEPAY = 1, BANK = 2, anything else −1. */
export function paymentMethodCode(method: string | null | undefined): number {
  switch (String(method ?? '').trim().toUpperCase()) {
    case 'COD':
      return 0;
    case 'LINEPAY':
      return 1;
    case 'BANK':
      return 2;
    default:
      return -1;
  }
}

/** Methods a card/QR gateway settles (docs/payments.md): the spec's labels for cards, 2C2P variants and GHL wallets. */
export type GatewayMethod =
  | 'CREDIT_CARD'
  | 'QR'
  | 'LINEPAY'
  | 'VI'
  | 'MA'
  | 'EQ'
  | 'GHL_THAIQR'
  | 'GHL_QRCS'
  | 'GHL_ALIPAY'
  | 'GHL_RABBITLINEPAY'
  | 'GHL_WECHATPAY';

export const GATEWAY_METHODS: readonly GatewayMethod[] = [
  'CREDIT_CARD', 'QR', 'LINEPAY', 'VI', 'MA', 'EQ', 'GHL_THAIQR', 'GHL_QRCS', 'GHL_ALIPAY', 'GHL_RABBITLINEPAY', 'GHL_WECHATPAY',
];

export function isGatewayMethod(method: string | null | undefined): method is GatewayMethod {
  return GATEWAY_METHODS.includes(method as GatewayMethod);
}

/** Methods this platform settles itself at checkout, plus the gateway methods a centre's provider takes. */
export type CheckoutMethod = 'COD' | 'BANK' | 'THAIQR' | 'AR' | 'REDEEMED' | GatewayMethod;

export const CHECKOUT_METHODS: readonly CheckoutMethod[] = ['COD', 'BANK', 'THAIQR', 'AR', 'REDEEMED', ...GATEWAY_METHODS];

export interface CheckoutMethodOption {
  method: CheckoutMethod;
  /** Shown but not selectable (e.g. credit that does not cover the total). */
  disabled: boolean;
}

/**
 * Redeem mode pays with points only. Sales mode offers COD, bank transfer (slip) and Thai QR, plus
 * customer credit for credit customers, disabled when the balance does not cover the total.
 */
export function checkoutMethods(input: {
  mode: 'sales' | 'redeem';
  creditCustomer: boolean;
  creditBalance: number;
  total: number;
  enabled?: readonly CheckoutMethod[];
  /** Gateway methods the centre's provider takes (sales mode only), in the provider's order. */
  gateway?: readonly GatewayMethod[];
}): CheckoutMethodOption[] {
  const allowed = (m: CheckoutMethod) => !input.enabled || input.enabled.includes(m);
  if (input.mode === 'redeem') return allowed('REDEEMED') ? [{ method: 'REDEEMED', disabled: false }] : [];
  const options: CheckoutMethodOption[] = (['COD', 'BANK', 'THAIQR'] as const)
    .filter(allowed)
    .map((method) => ({ method, disabled: false }));
  if (input.creditCustomer && allowed('AR')) options.push({ method: 'AR', disabled: input.creditBalance < input.total });
  // A gateway cannot take a zero amount (a fully discounted order is paid another way).
  for (const method of input.gateway ?? []) options.push({ method, disabled: input.total <= 0 });
  return options;
}

/** Payment states that need a slip or a QR scan before the order is placed. */
export function needsPaymentProof(method: CheckoutMethod): boolean {
  return method === 'BANK' || method === 'THAIQR';
}

export const PAYMENT_MESSAGES = {
  cannotProcess: { key: 'errors:payment.cannotProcess', en: 'Payment cannot be process properly. ({saleCode})' },
  scanBefore: { key: 'buyer:payment.scanBefore', en: 'Please scan QR Code before {date}' },
} as const;

export function paymentCannotProcessMessage(saleCode: string): string {
  return interpolate(PAYMENT_MESSAGES.cannotProcess.en, { saleCode });
}

export function scanQrBeforeMessage(date: string): string {
  return interpolate(PAYMENT_MESSAGES.scanBefore.en, { date });
}
