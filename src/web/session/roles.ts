import {
  canSwitchDist as domainCanSwitchDist,
  creditBalance as domainCreditBalance,
  isAgent as domainIsAgent,
  isAuthenticated as domainIsAuthenticated,
  isCreditCustomer as domainIsCreditCustomer,
  isGuestSession,
  isSalesperson,
  isSalespersonAsCustomer as domainIsSalespersonAsCustomer,
  isSuperAdmin as domainIsSuperAdmin,
  isVerifiedAgent as domainIsVerifiedAgent,
} from '../../domain';
import type { CustomerUser, MerchantUser } from './types';

// The shell's role questions, answered by src/domain/roles.ts (one rule for web and server).
// Only the shapes of the web stores are adapted here.

export function isAuthenticated(token: string | null, user: CustomerUser | null): boolean {
  return domainIsAuthenticated(token, user);
}

export function isGuest(token: string | null, user: CustomerUser | null): boolean {
  return isGuestSession(token, user);
}

export function isSalespersonAsCustomer(user: CustomerUser | null): boolean {
  return domainIsSalespersonAsCustomer(user);
}

export function isAgent(user: CustomerUser | null): boolean {
  return domainIsAgent(user);
}

export function isVerifiedAgent(user: CustomerUser | null): boolean {
  return domainIsVerifiedAgent(user);
}

export function isCreditCustomer(user: CustomerUser | null, agentProfile: CustomerUser | null = null, sapCreditCompanyCodes: readonly string[] = []): boolean {
  return domainIsCreditCustomer(agentProfile ?? user, { sapCreditCompanyCodes });
}

export function creditBalance(user: CustomerUser | null, agentProfile: CustomerUser | null = null): number {
  return domainCreditBalance(user, agentProfile);
}

export function isSuperAdmin(user: MerchantUser | null): boolean {
  return !!user && domainIsSuperAdmin(user.userRole);
}

export function isSalesStaff(user: MerchantUser | null): boolean {
  return !!user && isSalesperson(user.userRole);
}

export function canSwitchDist(input: { guest: boolean; salespersonAsCustomer: boolean; dcCount: number; switchEnabled: boolean }): boolean {
  return domainCanSwitchDist(input);
}
