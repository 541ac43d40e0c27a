import { useLocation } from 'react-router';
import { localeFromPath, type Locale } from '../app/locale';
import { localized } from '../layouts/shared/MenuLink';
import { safeRedirect } from './redirect';

/** Query parameters that travel between the login and OTP pages (`frontend=Y`, `redirect`). */
const CARRIED = ['frontend', 'redirect'] as const;

export interface AuthQuery {
  locale: Locale;
  search: URLSearchParams;
  redirect: string | null;
  mobileNo: string;
  /** `to` in this language with the carried parameters (and extra ones) appended. */
  link: (to: string, extra?: Record<string, string>) => string;
}

export function useAuthQuery(): AuthQuery {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const locale = localeFromPath(location.pathname);
  const link = (to: string, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams();
    for (const key of CARRIED) {
      const value = search.get(key);
      if (value) next.set(key, value);
    }
    for (const [key, value] of Object.entries(extra)) if (value) next.set(key, value);
    const query = next.toString();
    return `${localized(to, locale)}${query ? `?${query}` : ''}`;
  };
  return { locale, search, redirect: safeRedirect(search.get('redirect')), mobileNo: (search.get('mobileNo') ?? '').replace(/\D+/g, '').slice(0, 10), link };
}
