import { Suspense, useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { resolvableLazy } from '../app/resolvable-lazy';
import { isRouteHandle } from '../app/route-handle';
import { merchantSession } from '../session/merchant-session';
import { rootSession } from '../session/root-session';
import { whenIslandsHydrated } from '../ssr/island';
import { needsCentreSync, syncCustomerCentres, syncMerchantCentres } from './centre-sync';
import { pickerStore } from './picker-store';

const sheet = resolvableLazy(() => import('./CentrePickerSheet'));
const CentrePickerSheet = sheet.Component;
/** Loads the sheet before a page that the server drew with it open hydrates (ssr/hydrate.tsx). */
export const resolvePickerSheet = sheet.resolve;

/** The layout of the page being shown (the start-up picker belongs to the storefront only). */
function useCurrentLayout(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.route.layout;
  }
  return null;
}

/** Settles the buyer's centres once per signed-in person and page view (opening the start-up picker the first time). */
function useBuyerCentres(onStorefront: boolean): void {
  const { ready, token, user } = useSnapshot(rootSession);
  const firstRun = useRef(true);
  useEffect(() => {
    if (!ready || !onStorefront || !token || !user || !needsCentreSync()) return;
    const allowStartupPicker = firstRun.current;
    firstRun.current = false;
    // Once a server-rendered page has hydrated (at once otherwise): the centre list changes what the
    // header shows, and an update reaching parts still waiting to hydrate makes React hydrate them
    // all in one long task (ssr/island.tsx). Taps are refused until then anyway (input guard).
    whenIslandsHydrated(() => void syncCustomerCentres({ allowStartupPicker, quiet: true }));
  }, [ready, onStorefront, token, user]);
}

/** A merchant session restored from cookies knows its selected centre but not the list yet. */
function useMerchantCentres(): void {
  const { token, dists } = useSnapshot(merchantSession);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || dists.length > 0 || asked.current === token) return;
    asked.current = token;
    void syncMerchantCentres(token);
  }, [token, dists.length]);
}

/**
 * Mounted once in the root shell: shows the picker sheet that the `#switchDc` menu actions open
 * (registered with the shell's own actions, app/default-actions.ts, so the server's menus have the
 * item too), runs the centre rules of start-up and login, and loads the sheet only when it opens.
 */
export function CentrePickerHost() {
  const { open, oaDist } = useSnapshot(pickerStore);
  const layout = useCurrentLayout();
  useBuyerCentres(layout === 'buyer');
  useMerchantCentres();
  if (!open && !oaDist) return null;
  return (
    <Suspense fallback={null}>
      <CentrePickerSheet />
    </Suspense>
  );
}
