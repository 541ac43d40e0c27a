import { describe, expect, it } from 'vitest';
import {
  canSwitchDist, canUpdateAddress, creditBalance, isAgent, isAuthenticated, isCreditCustomer, isGuestSession,
  isGuestUser, isMerchantRole, isPendingApproval, isSalesperson, isSalespersonAsCustomer, isSuperAdmin,
  isVerifiedAgent, showAgentButton, showCreditBalance,
} from '../../src/domain/roles';

const agent = { CUSTOMERCODE: 'C1', AccountCode: 'AC1', TAXNO: '0105540087061', ShopPhotoImage: 'shop.jpg', PicFileName: 'id.jpg' };

describe('merchant roles', () => {
  it('knows the super admin (1) and the sales roles (3, 4, 5, 7, 8)', () => {
    expect(isSuperAdmin(1)).toBe(true);
    expect(isSuperAdmin('1')).toBe(true);
    expect(isSuperAdmin(3)).toBe(false);
    for (const r of [3, 4, 5, 7, 8, '7']) expect(isSalesperson(r)).toBe(true);
    for (const r of [1, 2, 6, 9, 'GUEST', null, undefined, '']) expect(isSalesperson(r)).toBe(false);
    expect(isMerchantRole(2)).toBe(false);
    expect(isMerchantRole(8)).toBe(true);
  });
});

describe('customer session', () => {
  it('is authenticated with a token and a non-GUEST role', () => {
    expect(isAuthenticated('jwt', { CUSTOMERCODE: 'C1', userRole: 'CUSTOMER' })).toBe(true);
    expect(isAuthenticated('jwt', { CUSTOMERCODE: 'GUEST', userRole: 'GUEST' })).toBe(false);
    expect(isAuthenticated('', { CUSTOMERCODE: 'C1' })).toBe(false);
    expect(isAuthenticated('jwt', null)).toBe(false);
  });

  it('treats the GUEST customer and a missing session as guests', () => {
    expect(isGuestUser({ CUSTOMERCODE: 'GUEST' })).toBe(true);
    expect(isGuestUser({ CUSTOMERCODE: 'C1' })).toBe(false);
    expect(isGuestSession('jwt', { CUSTOMERCODE: 'GUEST' })).toBe(true);
    expect(isGuestSession(null, null)).toBe(true);
    expect(isGuestSession('jwt', { CUSTOMERCODE: 'C1' })).toBe(false);
  });

  it('spots a salesperson ordering for a customer by UserId', () => {
    expect(isSalespersonAsCustomer({ CUSTOMERCODE: 'C1', UserId: 'S9' })).toBe(true);
    expect(isSalespersonAsCustomer({ CUSTOMERCODE: 'C1', UserId: '' })).toBe(false);
    expect(isSalespersonAsCustomer({ CUSTOMERCODE: 'C1' })).toBe(false);
  });

  it('sends new customers to pending approval only when the flag is Y', () => {
    expect(isPendingApproval({ NewCustomer: 'Y' }, 'Y')).toBe(true);
    expect(isPendingApproval({ NewCustomer: 'Y' }, 'N')).toBe(false);
    expect(isPendingApproval({ NewCustomer: 'N' }, 'Y')).toBe(false);
  });
});

describe('agents', () => {
  it('needs all four agent fields, and PersonType 1 to be verified', () => {
    expect(isAgent(agent)).toBe(true);
    expect(isAgent({ ...agent, PicFileName: ' ' })).toBe(false);
    expect(isAgent({ ...agent, TAXNO: null })).toBe(false);
    expect(isVerifiedAgent({ ...agent, PersonType: '1' })).toBe(true);
    expect(isVerifiedAgent({ ...agent, PersonType: 2 })).toBe(false);
    expect(isVerifiedAgent({ CUSTOMERCODE: 'C1', PersonType: 1 })).toBe(false);
  });

  it('shows the agent button only when agents are on', () => {
    const base = { agentsEnabled: true, signedInAsAgent: false, verifiedAgent: false, redeemMode: false };
    expect(showAgentButton({ ...base, signedInAsAgent: true })).toBe(true);
    expect(showAgentButton({ ...base, signedInAsAgent: true, redeemMode: true })).toBe(true);
    expect(showAgentButton({ ...base, verifiedAgent: true })).toBe(true);
    expect(showAgentButton({ ...base, verifiedAgent: true, redeemMode: true })).toBe(false);
    expect(showAgentButton({ ...base, agentsEnabled: false, signedInAsAgent: true })).toBe(false);
    expect(showAgentButton({ ...base, verifiedAgent: true, salespersonAsCustomer: true })).toBe(false);
    expect(showAgentButton(base)).toBe(false);
  });
});

describe('credit', () => {
  it('needs a positive AuthorizeAmount, and SAP status for the configured company', () => {
    expect(isCreditCustomer({ AuthorizeAmount: 5000 })).toBe(true);
    expect(isCreditCustomer({ AuthorizeAmount: '0' })).toBe(false);
    expect(isCreditCustomer({ AuthorizeAmount: null })).toBe(false);
    const opts = { sapCreditCompanyCodes: ['BJC'] };
    expect(isCreditCustomer({ AuthorizeAmount: 5000, COMPANYCODE: 'BJC', IsBjcSapCustomer: false }, opts)).toBe(false);
    expect(isCreditCustomer({ AuthorizeAmount: 5000, COMPANYCODE: 'bjc', IsBjcSapCustomer: 'Y' }, opts)).toBe(true);
    expect(isCreditCustomer({ AuthorizeAmount: 5000, COMPANYCODE: 'TCP', IsBjcSapCustomer: false }, opts)).toBe(true);
  });

  it('computes the balance from the agent profile when signed in as agent', () => {
    expect(creditBalance({ AuthorizeAmount: 10000.1, DebtAmount: 2500.2 })).toBe(7499.9);
    expect(creditBalance({ AuthorizeAmount: '1000', DebtAmount: '1200.50' })).toBe(-200.5);
    expect(creditBalance({ AuthorizeAmount: 100, DebtAmount: 0 }, { AuthorizeAmount: 9000, DebtAmount: 1000 })).toBe(8000);
    expect(creditBalance(null)).toBe(0);
  });

  it('hides the balance in points mode', () => {
    expect(showCreditBalance({ creditCustomer: true, redeemMode: false })).toBe(true);
    expect(showCreditBalance({ creditCustomer: true, redeemMode: true })).toBe(false);
    expect(showCreditBalance({ creditCustomer: false, redeemMode: false })).toBe(false);
    expect(showCreditBalance({ creditCustomer: true, redeemMode: false, enabled: false })).toBe(false);
  });

  it('lets only non-SAP customers edit their address', () => {
    expect(canUpdateAddress({ IsBjcSapCustomer: false })).toBe(true);
    expect(canUpdateAddress({})).toBe(true);
    expect(canUpdateAddress({ IsBjcSapCustomer: true })).toBe(false);
    expect(canUpdateAddress({ IsBjcSapCustomer: 'true' })).toBe(false);
  });
});

describe('switching centre', () => {
  it('needs several centres, the switch enabled, a real customer', () => {
    const base = { guest: false, salespersonAsCustomer: false, dcCount: 2, switchEnabled: true };
    expect(canSwitchDist(base)).toBe(true);
    expect(canSwitchDist({ ...base, dcCount: 1 })).toBe(false);
    expect(canSwitchDist({ ...base, guest: true })).toBe(false);
    expect(canSwitchDist({ ...base, salespersonAsCustomer: true })).toBe(false);
    expect(canSwitchDist({ ...base, switchEnabled: false })).toBe(false);
  });
});

describe('roles edges', () => {
  it('reads a GUEST customer code in any case and with spaces', () => {
    expect(isGuestUser({ CUSTOMERCODE: ' guest ' })).toBe(true);
  });

  it('needs the account code to be an agent, and a user at all', () => {
    expect(isAgent({ ...agent, AccountCode: '' })).toBe(false);
    expect(isAgent(null)).toBe(false);
  });

  it('matches the SAP-only companies with spaces around the codes', () => {
    expect(isCreditCustomer({ AuthorizeAmount: 5000, COMPANYCODE: ' BJC ', IsBjcSapCustomer: false }, { sapCreditCompanyCodes: ['BJC'] })).toBe(false);
    expect(isCreditCustomer({ AuthorizeAmount: 5000, COMPANYCODE: 'BJC', IsBjcSapCustomer: false }, { sapCreditCompanyCodes: [' bjc '] })).toBe(false);
  });
});
