import { COOKIE, ONE_YEAR_SECONDS, readCookie, removeCookie, writeCookie } from '../session/cookies';

export const COOKIES_POLICY_PATH = '/contents/cookies-policy';

export function hasConsent(): boolean {
  return readCookie(COOKIE.consent) === 'Y';
}

/** 'Agree' stores Y for one year. */
export function giveConsent(): void {
  writeCookie(COOKIE.consent, 'Y', { maxAge: ONE_YEAR_SECONDS });
}

/** A refusal removes any stored consent (the dialog returns on the next visit). */
export function refuseConsent(): void {
  removeCookie(COOKIE.consent);
}
