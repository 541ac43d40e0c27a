/** Merchant registration: which optional parts of the wizard are actually sent. */
import { isPresent } from './flags';

export interface NewDistFields {
  DIST_NAME?: string | null;
  province_id?: string | number | null;
  district_id?: string | number | null;
  town_id?: string | number | null;
}

export interface BankAccountFields {
  bankcode?: string | null;
  accountid?: string | null;
  bank_ac_name?: string | null;
}

/** A new distribution centre is created only if name, province, district and sub-district are all given. */
export function shouldCreateDist(dist: NewDistFields | null | undefined): boolean {
  return !!dist && isPresent(dist.DIST_NAME) && isPresent(dist.province_id) && isPresent(dist.district_id) && isPresent(dist.town_id);
}

/** A bank account is sent only if name, number and bank code are all filled. */
export function shouldSendBankAccount(bank: BankAccountFields | null | undefined): boolean {
  return !!bank && isPresent(bank.bank_ac_name) && isPresent(bank.accountid) && isPresent(bank.bankcode);
}

/** The optional parts as the api/merchant/register body carries them (null when not sent). */
export function registrationParts<D extends NewDistFields, B extends BankAccountFields>(input: {
  dist?: D | null;
  bank?: B | null;
}): { DistributionCenter: D | null; BankAccount: B | null } {
  return {
    DistributionCenter: shouldCreateDist(input.dist) ? (input.dist as D) : null,
    BankAccount: shouldSendBankAccount(input.bank) ? (input.bank as B) : null,
  };
}
