import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { ThemeUIProvider } from 'theme-ui';
import { subscribeKey } from 'valtio/utils';
import { buildTheme, type TenantBundle } from '../../engine';
import { merchantSession } from '../session/merchant-session';
import { riderSession } from '../session/rider-session';
import { rootSession } from '../session/root-session';
import { configStore } from './config-store';
import { i18nFor } from './i18n';
import { localeFromPath } from './locale';
import { queryClient } from './query-client';
import { useResolvedBundle } from './resolved-bundle';
import { createAppRouter, routeSignature } from './router';

/** Re-runs the current route's guards whenever who is signed in or the config changes. */
function useGuardRevalidation(revalidate: () => void): void {
  useEffect(() => {
    const unsubscribers = [
      subscribeKey(rootSession, 'token', revalidate),
      subscribeKey(rootSession, 'user', revalidate),
      subscribeKey(rootSession, 'point', revalidate),
      subscribeKey(merchantSession, 'token', revalidate),
      subscribeKey(merchantSession, 'user', revalidate),
      subscribeKey(riderSession, 'token', revalidate),
      subscribeKey(configStore, 'bundle', revalidate),
      subscribeKey(configStore, 'remoteFlags', revalidate),
    ];
    return () => unsubscribers.forEach((u) => u());
  }, [revalidate]);
}

export type RouterFactory = (bundle: TenantBundle) => DataRouter;

/**
 * The providers around the router, the same on the server (src/web/entry-server.tsx) and in the
 * browser: query cache (with the data the server rendered with), i18n with the tenant's wording,
 * the tenant's theme.
 */
export function AppProviders({ client, i18n, bundle, dehydrated, children }: { client: QueryClient; i18n: I18n; bundle: TenantBundle; dehydrated?: DehydratedState; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(bundle.branding), [bundle.branding]);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={dehydrated}>
        <I18nextProvider i18n={i18n}>
          <ThemeUIProvider theme={theme}>{children}</ThemeUIProvider>
        </I18nextProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * Providers (query cache, i18n with the tenant's wording, tenant theme) and the router.
 * `makeRouter` lets tests use a memory router over the same routes.
 */
export function App({ makeRouter = createAppRouter, dehydrated }: { makeRouter?: RouterFactory; dehydrated?: DehydratedState }) {
  const bundle = useResolvedBundle();
  const signature = routeSignature(bundle);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the route set changes
  const router = useMemo(() => makeRouter(bundle), [signature, makeRouter]);
  useEffect(() => () => router.dispose(), [router]);
  useGuardRevalidation(
    useMemo(
      () => () => {
        // Start-up sets the session before the first loaders finish; they already wait for it.
        if (rootSession.ready) void router.revalidate();
      },
      [router],
    ),
  );
  const i18n = i18nFor(bundle.wording, localeFromPath(window.location.pathname));
  return (
    <AppProviders client={queryClient} i18n={i18n} bundle={bundle} dehydrated={dehydrated}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
