import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { LAYOUTS, LOCALES, matchRoute, routeTable, type CompiledRoute, type LayoutName, type TenantBundle } from '../../engine';
import { BootFallback } from './BootFallback';
import { guardLoader, notFoundLoader } from './guard-loader';
import { RootShell } from './RootShell';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteScreen } from './RouteScreen';

// Each layout is its own chunk; the buyer home downloads only the buyer frame.
const LAYOUT_COMPONENTS: Record<LayoutName, () => Promise<{ Component: ComponentType }>> = {
  buyer: () => import('../layouts/buyer/BuyerLayout').then((m) => ({ Component: m.BuyerLayout })),
  merchant: () => import('../layouts/merchant/MerchantLayout').then((m) => ({ Component: m.MerchantLayout })),
  rider: () => import('../layouts/rider/RiderLayout').then((m) => ({ Component: m.RiderLayout })),
  bare: () => import('../layouts/bare/BareLayout').then((m) => ({ Component: m.BareLayout })),
};

/** Makes a bundle route's loader: the browser's guard loader, or the server's (src/web/ssr). */
export type LoaderFactory = (route: CompiledRoute) => NonNullable<RouteObject['loader']>;

function screenRoutes(routes: CompiledRoute[], loaderFor: LoaderFactory): RouteObject[] {
  return routes.flatMap((route) =>
    LOCALES.map((locale) => ({
      id: `${route.id}@${locale}`,
      path: route.routerPaths[locale],
      loader: loaderFor(route),
      Component: RouteScreen,
      handle: { route, locale },
    })),
  );
}

function NoContent() {
  return null;
}

/** The react-router route objects for a bundle: every route under '' and '/en', grouped by layout. */
export function buildRoutes(bundle: TenantBundle, loaderFor: LoaderFactory = guardLoader, table: CompiledRoute[] = routeTable(bundle)): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout:${layout}`,
    lazy: LAYOUT_COMPONENTS[layout],
    children: screenRoutes(table.filter((r) => r.layout === layout), loaderFor),
  }));
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: BootFallback,
      children: [
        ...layouts,
        // The loader always throws the 404; the component only satisfies the router.
        { id: 'notFound@en', path: '/en/*', loader: notFoundLoader, Component: NoContent },
        { id: 'notFound', path: '*', loader: notFoundLoader, Component: NoContent },
      ],
    },
  ];
}

/** Routes change only when a bundle adds, removes or moves a route; then the router is rebuilt. */
export function routeSignature(bundle: TenantBundle): string {
  return Object.entries(bundle.routes ?? {})
    .filter(([, r]) => Boolean(r))
    .map(([id, r]) => `${id}=${r.path}|${r.layout}`)
    .sort()
    .join(';');
}

/**
 * The layout of the page the server rendered, loaded (hydration must not wait on it; the screen
 * routes themselves have nothing lazy). Found with the engine's matcher over the compiled table,
 * not react-router's `matchRoutes`, which flattens, ranks and compiles a pattern for every route ×
 * language × optional segment on each call (a slow phone's start-up paid it twice: here and in
 * `createBrowserRouter`). Both rank routes alike (engine/routes/route-table.ts).
 */
export async function preloadMatchedRoutes(routes: RouteObject[], table: readonly CompiledRoute[], pathname: string): Promise<void> {
  const match = matchRoute(table, pathname);
  if (!match) return;
  const layout = routes[0]?.children?.find((route) => route.id === `layout:${match.route.layout}`);
  if (typeof layout?.lazy !== 'function') return;
  const module = await layout.lazy();
  Object.assign(layout, { ...module, lazy: undefined });
}

export function createAppRouter(bundle: TenantBundle, hydrationData?: HydrationState) {
  return createBrowserRouter(buildRoutes(bundle), { hydrationData });
}
