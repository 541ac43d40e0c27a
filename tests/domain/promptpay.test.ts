import { describe, expect, it } from 'vitest';
import { crc16ccitt, isValidPromptPayTarget, promptPayPayload, promptPayTargetType } from '../../src/domain/promptpay';

// Expected payloads are the published test vectors of the widely used promptpay-qr library.
describe('PromptPay payload', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt('')).toBe('FFFF');
  });

  it('builds a static payload for a phone number, dashed or not', () => {
    const expected = '00020101021129370016A000000677010111011300668012345675802TH530376463046197';
    expect(promptPayPayload({ target: '0801234567' })).toBe(expected);
    expect(promptPayPayload({ target: '080-123-4567' })).toBe(expected);
    expect(promptPayPayload({ target: '+66-89-123-4567' })).toBe('00020101021129370016A000000677010111011300668912345675802TH5303764630429C1');
  });

  it('builds a payload for a national id or tax id', () => {
    expect(promptPayPayload({ target: '1-1111-11111-11-1' })).toBe('00020101021129370016A000000677010111021311111111111115802TH530376463047B5A');
    expect(promptPayPayload({ target: '0123456789012' })).toBe('00020101021129370016A000000677010111021301234567890125802TH530376463040CBD');
  });

  it('makes a dynamic payload with the amount', () => {
    expect(promptPayPayload({ target: '000-000-0000', amount: 4.22 })).toBe('00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469');
  });

  it('recognises targets and refuses bad ones', () => {
    expect(promptPayTargetType('0812345678')).toBe('phone');
    expect(promptPayTargetType('0105540087061')).toBe('taxId');
    expect(promptPayTargetType('123456789012345')).toBe('eWallet');
    expect(isValidPromptPayTarget('12345')).toBe(false);
    expect(() => promptPayPayload({ target: '12345' })).toThrow(RangeError);
    expect(() => promptPayPayload({ target: '0812345678', amount: -1 })).toThrow(RangeError);
    const eWallet = promptPayPayload({ target: '123456789012345', amount: 100 });
    expect(eWallet).toContain('0315123456789012345');
    expect(eWallet).toContain('5406100.00');
    expect(eWallet.slice(-4)).toBe(crc16ccitt(eWallet.slice(0, -4)));
  });
});

describe('PromptPay edges', () => {
  it('refuses numbers one digit too long for a phone', () => {
    for (const t of ['10812345678', '08123456789', '166812345678', '668123456789']) expect(promptPayTargetType(t)).toBeNull();
    expect(promptPayTargetType('66812345678')).toBe('phone');
    expect(isValidPromptPayTarget('081-234-5678')).toBe(true);
  });

  it('says what was wrong with the target or the amount', () => {
    expect(() => promptPayPayload({ target: '12345' })).toThrow('Invalid PromptPay target: 12345');
    expect(() => promptPayPayload({ target: '0812345678', amount: 0 })).toThrow('Invalid PromptPay amount: 0');
  });
});
