import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { resolvableLazy } from '../app/resolvable-lazy';
import { useResolvedBundle } from '../app/resolved-bundle';
import { pickerStore } from '../centres/picker-store';
import { serverHints } from '../ssr/hydration';
import { hasConsent } from './consent';

const dialog = resolvableLazy(() => import('./CookieConsentDialog'));
const CookieConsentDialog = dialog.Component;
/** Loads the bar before a server-rendered page that may show it hydrates (ssr/hydrate.tsx). */
export const resolveConsentDialog = dialog.resolve;

/**
 * Opens when there is no consent cookie and the tenant enables ENABLE_COOKIE_CONSENT. One layer at
 * a time (issue 19 part 4): while the centre picker or its invitation is open the bar waits, kept
 * mounted so an answer given before is not asked again.
 */
export function CookieConsent() {
  const bundle = useResolvedBundle();
  const picker = useSnapshot(pickerStore);
  // The server renders it from the request's cookie (issue 13: a bar appearing seconds after the
  // page was readable moved the page's last frame away from its first); the browser reads the same
  // cookie, since a cached guest page is kept per consent.
  const [needed] = useState(() => (typeof document === 'undefined' ? !serverHints().consented : !hasConsent()));
  if (!needed || bundle.flags.ENABLE_COOKIE_CONSENT !== 'Y') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog held={picker.open || picker.oaDist !== null} />
    </Suspense>
  );
}
