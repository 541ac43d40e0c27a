import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale, Namespace } from '../../engine';
import type { CartSeed } from '../session/cart-summary';
import type { CustomerUser, Dist } from '../session/types';

/**
 * What a server-rendered page hands to the browser beside its HTML (`window.__TALAD_SSR__`,
 * inlined with the CSP nonce): exactly what the first client render needs to equal the server's.
 */
export interface SsrPayload {
  mobile: boolean;
  locale: Locale;
  /** The page language's texts (common, errors, buyer), so no text download precedes hydration. */
  resources: Partial<Record<Namespace, Record<string, unknown>>>;
  /** The react-query cache the page was rendered from; viewer tokens replaced by VIEWER_TOKEN. */
  dehydrated: DehydratedState;
  router: HydrationState;
  /** Icon drawings the page drew beyond the layout's (widgets/icon-paths.ts), by key. */
  icons: Record<string, string>;
  /** The signed-in customer the page was rendered for (never set on a guest page, which is shared). */
  user: CustomerUser | null;
  /** That customer's server cart, priced, as the header showed it (never set on a guest page). */
  cart: CartSeed | null;
  /** The start-up centre picker is open in the HTML (a first visit: ssr/server-centres.ts). */
  startupPicker: boolean;
  /** The centres the page was rendered with (`rootSession.dists`), when it needed them (ssr/server-centres.ts). */
  centres: Dist[] | null;
}

/** Stands for the viewer's token in query keys: the HTML never carries a token. */
export const VIEWER_TOKEN = '$viewer-token';

declare global {
  interface Window {
    __TALAD_SSR__?: SsrPayload;
  }
}
