import { LOCALE_SECONDS, COOKIE, writeCookie } from '../session/cookies';

export type Locale = 'th' | 'en';
export const LOCALES: readonly Locale[] = ['th', 'en'];

/** Thai is unprefixed; English lives under /en (spec section 2). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'th';
}

export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'th') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: toggles the /en prefix, keeps the rest. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'th') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** The `{locale}` prefix for an app path: '' for Thai, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === 'en' ? '/en' : '';
}

export function persistLocale(locale: Locale): void {
  writeCookie(COOKIE.locale, locale, { maxAge: LOCALE_SECONDS });
}
