import { describe, expect, it } from 'vitest';
import { isTokenUsable, onCustomerTokenExpired, planLogout, tokenCookieExpiry } from '../../src/domain/session';

describe('session', () => {
  it('falls back to a guest session on expiry unless guest mode is off', () => {
    expect(onCustomerTokenExpired(false)).toBe('guestLogin');
    expect(onCustomerTokenExpired(true)).toBe('removeToken');
  });

  it('sends a salesperson back to the customer’s merchant profile', () => {
    expect(planLogout({ locale: 'en', impersonatedCustomerCode: 'C 1', guestModeDisabled: false })).toEqual({
      redirect: '/en/merchant/customer/profile/C%201', guestLogin: true, revokeMessagingToken: false,
    });
  });

  it('returns a messaging-app user to the app with state GUEST and cid', () => {
    const plan = planLogout({ locale: 'th', messagingAppUrl: 'https://liff.example/app?x=1', cid: 'abc', guestModeDisabled: true });
    expect(plan).toEqual({ redirect: 'https://liff.example/app?x=1&state=GUEST&cid=abc', guestLogin: false, revokeMessagingToken: true });
  });

  it('sends anyone else to login', () => {
    expect(planLogout({ locale: 'th', guestModeDisabled: true })).toEqual({ redirect: '/login', guestLogin: false, revokeMessagingToken: false });
  });

  it('keeps token cookies for the token’s own lifetime, else a year', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(tokenCookieExpiry(1800000000, now).toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(tokenCookieExpiry(null, now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(isTokenUsable(1800000000, now)).toBe(true);
    expect(isTokenUsable(1700000000, now)).toBe(false);
    expect(isTokenUsable(undefined, now)).toBe(false);
  });
});

describe('session edges', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('returns a messaging-app user without a cid to the app with state GUEST only', () => {
    expect(planLogout({ locale: 'en', messagingAppUrl: 'https://liff.example/app', cid: null, guestModeDisabled: false }).redirect).toBe(
      'https://liff.example/app?state=GUEST',
    );
  });

  it('keeps the cookie a year when the token expiry is 0, negative or infinite', () => {
    for (const exp of [0, -5, Number.POSITIVE_INFINITY]) expect(tokenCookieExpiry(exp, now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('does not use a token expiring this very second, or one with an infinite expiry', () => {
    expect(isTokenUsable(now.getTime() / 1000, now)).toBe(false);
    expect(isTokenUsable(now.getTime() / 1000 + 1, now)).toBe(true);
    expect(isTokenUsable(Number.POSITIVE_INFINITY, now)).toBe(false);
  });
});
