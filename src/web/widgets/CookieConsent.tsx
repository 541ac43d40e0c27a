import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { CompiledRoute } from '../../engine';
import { resolvableLazy } from '../app/resolvable-lazy';
import { useCurrentRoute } from '../app/route-handle';
import { inMerchantFrame } from '../layouts/bare/merchant-frame';
import { merchantSession } from '../session/merchant-session';
import { useResolvedBundle } from '../app/resolved-bundle';
import { pickerStore } from '../centres/picker-store';
import { serverHints } from '../ssr/hydration';
import { hasConsent } from './consent';

const dialog = resolvableLazy(() => import('./CookieConsentDialog'));
const CookieConsentDialog = dialog.Component;
/** Loads the bar before a server-rendered page that may show it hydrates (ssr/hydrate.tsx). */
export const resolveConsentDialog = dialog.resolve;

/**
 * Staff pages: the back office and the riders' pages (their sign-in pages too), and a stand-alone
 * page a signed-in salesperson opens inside the back office's frame (`?layout=merchant`, see
 * BareLayout). The bar is a storefront widget (buyer spec, Widgets); staff pages set only their
 * session and language cookies, which need no consent.
 */
export function isStaffPage(route: Pick<CompiledRoute, 'id' | 'layout'> | null, search: string, merchantSignedIn: boolean): boolean {
  if (!route) return false;
  if (route.layout === 'merchant' || route.layout === 'rider' || /^(merchant|rider)\./.test(route.id)) return true;
  return route.layout === 'bare' && inMerchantFrame(search, merchantSignedIn);
}

/**
 * Opens on storefront pages when there is no consent cookie and the tenant enables ENABLE_COOKIE_CONSENT. One layer at
 * a time (issue 19 part 4): while the centre picker or its invitation is open the bar waits, kept
 * mounted so an answer given before is not asked again.
 */
export function CookieConsent() {
  const bundle = useResolvedBundle();
  const picker = useSnapshot(pickerStore);
  const staff = useSnapshot(merchantSession);
  const current = useCurrentRoute();
  const { search } = useLocation();
  // The server renders it from the request's cookie (issue 13: a bar appearing seconds after the
  // page was readable moved the page's last frame away from its first); the browser reads the same
  // cookie, since a cached guest page is kept per consent.
  const [needed] = useState(() => (typeof document === 'undefined' ? !serverHints().consented : !hasConsent()));
  if (!needed || bundle.flags.ENABLE_COOKIE_CONSENT !== 'Y') return null;
  if (isStaffPage(current?.route ?? null, search, !!staff.token && !!staff.user)) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog held={picker.open || picker.oaDist !== null} />
    </Suspense>
  );
}
