import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Locale } from '../../../engine';
import type { Viewer } from '../../api/products';
import { configStore } from '../../app/config-store';
import { isAuthenticated, isGuest } from '../../session/roles';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';

export interface BuyerContext {
  viewer: Viewer;
  token: string | null;
  user: CustomerUser | null;
  guest: boolean;
  authenticated: boolean;
  redeem: boolean;
  locale: Locale;
  /** A flag's effective value (remote web config first, then the bundle). */
  flag: (name: string) => string | undefined;
  /** Guests are barred from catalogue prices (DISABLE_GUEST_CATALOGUE_PRICE). */
  pricesHidden: boolean;
}

/** Who is shopping, in which mode and language: what every buyer screen needs to ask the server. */
export function useBuyer(): BuyerContext {
  const { token, user, point } = useSnapshot(rootSession);
  const { remoteFlags, bundle } = useSnapshot(configStore);
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'th';
  const u = user as CustomerUser | null;
  const saleUnit = u ? String(u.ActiveDC ?? u.SALEUNIT ?? '') || null : null;
  const viewer = useMemo<Viewer>(() => ({ token, saleUnit, mode: point ? 'redeem' : 'sales' }), [token, saleUnit, point]);
  const guest = isGuest(token, u);
  const flag = (name: string) => remoteFlags[name] ?? bundle?.flags?.[name];
  return {
    viewer,
    token,
    user: u,
    guest,
    authenticated: isAuthenticated(token, u),
    redeem: point,
    locale,
    flag,
    pricesHidden: guest && flag('DISABLE_GUEST_CATALOGUE_PRICE') === 'Y',
  };
}
