import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { routeTable } from '../../engine';
import { App, type RouterFactory } from '../app/App';
import { guardLoader } from '../app/guard-loader';
import { provideLocaleResources } from '../app/i18n';
import { buildRoutes, discoveringRoutes, preloadMatchedRoutes } from '../app/router';
import { currentBundle } from '../app/resolved-bundle';
import { resolvePickerSheet } from '../centres/CentrePickerHost';
import { openCentrePicker } from '../centres/picker-store';
import { hasConsent } from '../widgets/consent';
import { resolveConsentDialog } from '../widgets/CookieConsent';
import { loadArea } from '../registry';
import { provideCartSeed } from '../session/cart-summary';
import { STORAGE, saveJson } from '../session/persist';
import { loadMoreIconsOnInteraction, provideIcons } from '../widgets/Icon';
import { rootSession } from '../session/root-session';
import { setServerHints } from './hydration';
import { whenIslandsHydrated } from './island';
import { resolveScreenBlocks } from './screen-blocks';
import { VIEWER_TOKEN, type SsrPayload } from './payload';

/** The server's query keys with this browser's token where the server wrote the marker. */
export function withViewerToken(state: DehydratedState, token: string | null): DehydratedState {
  const swap = (value: unknown): unknown => {
    if (value === VIEWER_TOKEN) return token;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return value;
  };
  return {
    ...state,
    queries: state.queries.map((q) => {
      const queryKey = swap(q.queryKey) as typeof q.queryKey;
      return { ...q, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

/**
 * Marks the document once the first render and every island it left for later (ssr/island.tsx)
 * have hydrated: tests, the bench and the input guard wait for it.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The e2e test compares the DOM as the first commit left it with the server's HTML
    // (e2e/ssr.spec.ts); islands still waiting are the server's HTML, and a mismatch inside one is
    // reported on the console. Taken here, before any data the page fetches after hydration (a
    // signed-in customer's cart count) can change the DOM.
    const probe = window as { __TALAD_HYDRATION_PROBE__?: string | boolean };
    if (probe.__TALAD_HYDRATION_PROBE__ === true) probe.__TALAD_HYDRATION_PROBE__ = document.getElementById('root')?.innerHTML ?? '';
    whenIslandsHydrated(() => {
      const html = document.documentElement;
      html.dataset.hydrated = 'true';
      // A tap the input guard kept for later (src/server/spa/input-guard.ts): now it counts.
      const pending = html.dataset.pendingTap;
      if (pending) {
        delete html.dataset.pendingTap;
        // In a task of its own: a click dispatched from inside React's effects is not handled.
        setTimeout(() => document.querySelector<HTMLElement>(`[data-replay-tap="${CSS.escape(pending)}"]`)?.click(), 0);
      }
    });
  }, []);
  return children;
}

/** Before the session starts: the texts and the customer the server rendered with. */
export function prepareHydration(payload: SsrPayload): void {
  setServerHints({ ssr: true, mobile: payload.mobile });
  provideLocaleResources({ [payload.locale]: payload.resources });
  provideIcons(payload.icons);
  // The signed-in customer as the server saw them, so both renders show the same person.
  if (payload.user) saveJson(STORAGE.user, payload.user);
  // And their cart as the server showed it: the hydrating render draws the same count and total,
  // and the cart sync starts from it, so nothing changes when the live summary takes over.
  provideCartSeed(payload.cart ?? null);
  // The server drew the start-up picker open: so does the first render here.
  if (payload.startupPicker) openCentrePicker('buyer', { startup: true });
  // And the centres it drew them with: the start-up call then brings the same list, which changes
  // nothing the page reads (a change would render every block again, at once).
  if (payload.centres) rootSession.dists = payload.centres;
}

/**
 * Hydrates the server's HTML with the same app: the route's lazy parts, the storefront's
 * components and the screen's blocks are loaded first, so the first render equals the server's,
 * nothing suspends and nothing is redrawn.
 * Recoverable errors (a hydration mismatch among them) are reported on the console, where the
 * e2e test that compares the two renders looks for them.
 */
export async function hydratePage(container: HTMLElement, payload: SsrPayload): Promise<void> {
  await loadArea('buyer');
  const start = currentBundle();
  const table = routeTable(start);
  const routes = buildRoutes(start, guardLoader, table);
  await Promise.all([
    preloadMatchedRoutes(routes, table, window.location.pathname),
    resolveScreenBlocks(start, new URL(window.location.href)),
    // The first-visit dialogs the server drew (or held behind the picker): ready, so they hydrate with the page.
    payload.startupPicker ? resolvePickerSheet() : null,
    hasConsent() ? null : resolveConsentDialog(),
  ]);
  // Only the page's own route: the others are added when a navigation asks (app/router.tsx).
  const discovering = discoveringRoutes(routes, table, window.location.pathname);
  const hydrating = createBrowserRouter(discovering.routes, { hydrationData: payload.router, patchRoutesOnNavigation: discovering.patchRoutesOnNavigation });
  const dehydrated = withViewerToken(payload.dehydrated, rootSession.token);
  await new Promise((resolve) => setTimeout(resolve, 0));
  let first = true;
  const makeRouter: RouterFactory = (bundle) => {
    if (!first) return createBrowserRouter(buildRoutes(bundle));
    first = false;
    return hydrating;
  };
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one task: on a slow phone that was one 120-170 ms task, the main
  // part of the blocking time (docs/performance.md, session 14). Input meanwhile is held by the
  // input guard and, on a part already hydrated, handled at once (React hydrates it first).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydrated>
          <App makeRouter={makeRouter} dehydrated={dehydrated} />
        </Hydrated>
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('talad: hydration', error);
        },
      },
    );
  });
  loadMoreIconsOnInteraction();
}
