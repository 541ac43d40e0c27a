import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useResolvedBundle } from '../app/resolved-bundle';
import { pickerStore } from '../centres/picker-store';
import { useHydrated } from '../ssr/hydration';
import { hasConsent } from './consent';

const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));

/**
 * Opens when there is no consent cookie and the tenant enables ENABLE_COOKIE_CONSENT. One layer at
 * a time (issue 19 part 4): while the centre picker or its invitation is open the bar waits, kept
 * mounted so an answer given before is not asked again.
 */
export function CookieConsent() {
  const bundle = useResolvedBundle();
  // Only the browser knows the consent cookie of a cached guest page: the dialog comes after hydration.
  const hydrated = useHydrated();
  const picker = useSnapshot(pickerStore);
  const [needed] = useState(() => typeof document !== 'undefined' && !hasConsent());
  if (!hydrated || !needed || bundle.flags.ENABLE_COOKIE_CONSENT !== 'Y') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog held={picker.open || picker.oaDist !== null} />
    </Suspense>
  );
}
