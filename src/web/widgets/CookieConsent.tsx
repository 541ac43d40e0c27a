import { lazy, Suspense, useState } from 'react';
import { useResolvedBundle } from '../app/resolved-bundle';
import { useHydrated } from '../ssr/hydration';
import { hasConsent } from './consent';

const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));

/** Opens when there is no consent cookie and the tenant enables ENABLE_COOKIE_CONSENT. */
export function CookieConsent() {
  const bundle = useResolvedBundle();
  // Only the browser knows the consent cookie of a cached guest page: the dialog comes after hydration.
  const hydrated = useHydrated();
  const [needed] = useState(() => typeof document !== 'undefined' && !hasConsent());
  if (!hydrated || !needed || bundle.flags.ENABLE_COOKIE_CONSENT !== 'Y') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog />
    </Suspense>
  );
}
