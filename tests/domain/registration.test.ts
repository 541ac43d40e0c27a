import { describe, expect, it } from 'vitest';
import { registrationParts, shouldCreateDist, shouldSendBankAccount } from '../../src/domain/registration';

describe('merchant registration', () => {
  const dist = { DIST_NAME: 'ศูนย์บางนา', province_id: 10, district_id: 1001, town_id: 100101 };
  const bank = { bank_ac_name: 'Somchai', accountid: '1234567890', bankcode: '004' };

  it('creates a centre only with name, province, district and sub-district', () => {
    expect(shouldCreateDist(dist)).toBe(true);
    expect(shouldCreateDist({ ...dist, town_id: '' })).toBe(false);
    expect(shouldCreateDist({ ...dist, DIST_NAME: ' ' })).toBe(false);
    expect(shouldCreateDist(null)).toBe(false);
  });

  it('sends a bank account only with name, number and bank code', () => {
    expect(shouldSendBankAccount(bank)).toBe(true);
    expect(shouldSendBankAccount({ ...bank, bankcode: null })).toBe(false);
  });

  it('builds the optional parts of the body', () => {
    expect(registrationParts({ dist, bank: { ...bank, accountid: '' } })).toEqual({ DistributionCenter: dist, BankAccount: null });
  });
});

describe('merchant registration edges', () => {
  const bank = { bank_ac_name: 'Somchai', accountid: '1234567890', bankcode: '004' };

  it('sends no bank account without the account name, or without any bank part', () => {
    expect(shouldSendBankAccount({ ...bank, bank_ac_name: '' })).toBe(false);
    expect(shouldSendBankAccount(null)).toBe(false);
    expect(shouldSendBankAccount(undefined)).toBe(false);
  });
});
