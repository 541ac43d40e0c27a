import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
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

/**
 * The routes a hydrating page starts with: every layout, but only the screen route the server
 * rendered; any other is added the first time a navigation asks for it (react-router's lazy route
 * discovery). Created with every route × language, the router flattened and ranked ~320 routes
 * before hydration could start (~600 ms of a slow phone's main thread, docs/performance.md). The
 * route is found with the engine's matcher, as on the server; react-router asks again on every
 * navigation that ends on a route with parameters or on the not-found splat, so a more specific
 * route not yet added is never missed.
 */
export function discoveringRoutes(routes: RouteObject[], table: readonly CompiledRoute[], pathname: string): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const screens = new Map<string, { layoutId: string; route: RouteObject }>();
  for (const layout of routes[0]?.children ?? []) {
    if (!layout.id?.startsWith('layout:')) continue;
    for (const child of layout.children ?? []) screens.set(child.id!, { layoutId: layout.id, route: child });
  }
  const screenId = (path: string) => {
    const match = matchRoute(table, path);
    return match ? `${match.route.id}@${match.locale}` : null;
  };
  const added = new Set([screenId(pathname)]);
  const [root, ...rest] = routes;
  const children = root!.children!.map((child) => (child.id?.startsWith('layout:') ? { ...child, children: (child.children ?? []).filter((c) => added.has(c.id!)) } : child));
  return {
    routes: [{ ...root, children } as RouteObject, ...rest],
    patchRoutesOnNavigation({ path, patch }) {
      const id = screenId(path);
      const screen = id ? screens.get(id) : undefined;
      if (!id || !screen || added.has(id)) return;
      added.add(id);
      patch(screen.layoutId, [screen.route]);
    },
  };
}

export function createAppRouter(bundle: TenantBundle, hydrationData?: HydrationState) {
  return createBrowserRouter(buildRoutes(bundle), { hydrationData });
}
