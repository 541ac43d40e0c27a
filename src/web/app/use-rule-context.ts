import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { LayoutName, RuleContext, TenantBundle } from '../../engine';
import { merchantSession } from '../session/merchant-session';
import { riderSession } from '../session/rider-session';
import { rootSession } from '../session/root-session';
import { buildRuleContext } from '../session/rule-context';
import { localeFromPath, stripLocale } from './locale';
import { isMobileNow, useIsMobile } from './media';
import { currentBundle, useResolvedBundle } from './resolved-bundle';

export function queryObject(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The RuleContext of the current render (re-evaluated when stores, route or viewport change). */
export function useRuleContext(area: LayoutName): { ctx: RuleContext; bundle: TenantBundle } {
  const bundle = useResolvedBundle();
  const root = useSnapshot(rootSession);
  const merchant = useSnapshot(merchantSession);
  const rider = useSnapshot(riderSession);
  const location = useLocation();
  const params = useParams();
  const mobile = useIsMobile();
  const ctx = useMemo(
    () =>
      buildRuleContext({
        bundle,
        root: root as typeof rootSession,
        merchant: merchant as typeof merchantSession,
        rider: rider as typeof riderSession,
        area,
        route: { path: stripLocale(location.pathname), params: params as Record<string, string>, query: queryObject(location.search) },
        locale: localeFromPath(location.pathname),
        mobile,
      }),
    [bundle, root, merchant, rider, area, location.pathname, location.search, params, mobile],
  );
  return { ctx, bundle };
}

/** The same context outside React (route loaders), from the stores as they are now. */
export function ruleContextNow(area: LayoutName, url: URL, params: Record<string, string | undefined>): { ctx: RuleContext; bundle: TenantBundle } {
  const bundle = currentBundle();
  const clean = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const ctx = buildRuleContext({
    bundle,
    root: rootSession,
    merchant: merchantSession,
    rider: riderSession,
    area,
    route: { path: stripLocale(url.pathname), params: clean, query: queryObject(url.search) },
    locale: localeFromPath(url.pathname),
    mobile: isMobileNow(),
  });
  return { ctx, bundle };
}
