import { lazy, Suspense, useState } from 'react';
import { useResolvedBundle } from '../app/resolved-bundle';
import { hasConsent } from './consent';

const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));

/** Opens when there is no consent cookie and the tenant enables ENABLE_COOKIE_CONSENT. */
export function CookieConsent() {
  const bundle = useResolvedBundle();
  const [needed] = useState(() => !hasConsent());
  if (!needed || bundle.flags.ENABLE_COOKIE_CONSENT !== 'Y') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog />
    </Suspense>
  );
}
