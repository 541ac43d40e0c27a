import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePdpaAsk } from '../api/pdpa-ask';
import { useBuyer } from '../buyer/shared/use-viewer';
import { useHydrated } from '../ssr/hydration';

const PdpaReconsentDialog = lazy(() => import('./PdpaReconsentDialog'));

/**
 * Asks a signed-in customer to accept or decline the PDPA policy again after a new version was
 * published (the server says so: `Ask` in `api/Customers/pdpa`). Not on the policy pages
 * themselves, so the text can be read first.
 */
export function PdpaReconsent() {
  const { token, guest, authenticated, flag, user, viewer } = useBuyer();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const signedIn = authenticated && !guest && !!user;
  const enabled = hydrated && signedIn && flag('ENABLE_PDPA') === 'Y';
  const ask = usePdpaAsk(token, enabled);
  const onPolicy = /\/(pdpa|contents\/pdpa)$/.test(pathname);
  if (!enabled || onPolicy || !ask.data?.Ask || !ask.data.Current || !user) return null;
  return (
    <Suspense fallback={null}>
      <PdpaReconsentDialog version={ask.data.Current} previous={ask.data.Data?.Version ?? ''} customerId={user.CUSTOMERCODE} saleUnit={viewer.saleUnit ?? ''} />
    </Suspense>
  );
}
