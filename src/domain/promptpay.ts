/**
 * Thai QR (PromptPay) payload, EMVCo merchant-presented mode, as the Bank of Thailand's Thai QR
 * standard lays it out: ID 00 format, 01 static/dynamic, 29 PromptPay account (AID A000000677010111
 * plus phone, tax id or e-wallet id), 58 country, 53 currency (764 = THB), 54 amount, 63 CRC.
 */

const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayTargetType = 'phone' | 'taxId' | 'eWallet';

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 uppercase hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Which PromptPay id a target is: 13 digits tax/national id, 15 e-wallet, else a phone number. */
export function promptPayTargetType(target: string): PromptPayTargetType | null {
  const digits = String(target ?? '').replace(/\D/g, '');
  if (digits.length === 15) return 'eWallet';
  if (digits.length === 13) return 'taxId';
  if (/^0\d{9}$/.test(digits) || /^66\d{9}$/.test(digits)) return 'phone';
  return null;
}

export function isValidPromptPayTarget(target: string): boolean {
  return promptPayTargetType(target) !== null;
}

/**
 * The payload string to encode in a QR code. A phone number is sent as 0066 + the number without
 * its leading 0; an amount makes the QR dynamic (one payment of that amount).
 * Throws RangeError for an unusable target or amount.
 */
export function promptPayPayload(input: { target: string; amount?: number | null }): string {
  const type = promptPayTargetType(input.target);
  if (!type) throw new RangeError(`Invalid PromptPay target: ${input.target}`);
  const digits = input.target.replace(/\D/g, '');
  const account =
    type === 'phone'
      ? field('01', `0066${digits.replace(/^(0|66)/, '')}`)
      : type === 'taxId'
        ? field('02', digits)
        : field('03', digits);
  const amount = input.amount ?? null;
  if (amount !== null && !(Number.isFinite(amount) && amount > 0)) throw new RangeError(`Invalid PromptPay amount: ${amount}`);
  const parts = [
    field('00', '01'),
    field('01', amount !== null ? '12' : '11'),
    field('29', field('00', PROMPTPAY_AID) + account),
    field('58', 'TH'),
    field('53', '764'),
  ];
  if (amount !== null) parts.push(field('54', amount.toFixed(2)));
  const body = `${parts.join('')}6304`;
  return body + crc16ccitt(body);
}
