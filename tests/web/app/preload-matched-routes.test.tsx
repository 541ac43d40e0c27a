import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '../../../src/engine';
import { buildRoutes, preloadMatchedRoutes } from '../../../src/web/app/router';
import { tenantBundle } from '../../engine/helpers';

/*
 * Issue 13: before hydrating, the browser loads the server-rendered page's layout, found with the
 * engine's matcher instead of react-router's (which compiles every route's pattern on each call).
 * Hydration must find that layout loaded, or the router would draw its fallback over the server's HTML.
 */

const layoutOf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.find((m) => m.route.id?.startsWith('layout:'))?.route;

describe('preloadMatchedRoutes', () => {
  for (const path of ['/', '/en', '/product/1000001', '/en/product/1000001', '/promotion/brand', '/merchant/login', '/en/rider/login']) {
    it(`loads the layout react-router matches for ${path}, and only that one`, async () => {
      const bundle = tenantBundle('sabai');
      const table = routeTable(bundle);
      const routes = buildRoutes(bundle, undefined, table);
      await preloadMatchedRoutes(routes, table, path);
      const layout = layoutOf(routes, path);
      expect(layout?.lazy).toBeUndefined();
      expect(layout?.Component).toBeTypeOf('function');
      const others = routes[0]!.children!.filter((r) => r.id?.startsWith('layout:') && r !== layout);
      expect(others.every((r) => typeof r.lazy === 'function')).toBe(true);
    });
  }

  it('agrees with react-router on the layout of every route of the bundle, in both languages', () => {
    const bundle = tenantBundle('sabai');
    const table = routeTable(bundle);
    const routes = buildRoutes(bundle, undefined, table);
    const disagreements: string[] = [];
    for (const route of table) {
      for (const locale of ['th', 'en'] as const) {
        // Every parameter filled, optional ones included; a splat gets two segments.
        const filled = route.routerPaths[locale].replace(/:\w+\??/g, 'x1').replace(/\*$/, 'a/b');
        const path = filled.startsWith('/') ? filled : `/${filled}`;
        const engine = matchRoute(table, path)?.route.layout;
        const router = layoutOf(routes, path)?.id;
        if (`layout:${engine}` !== router) disagreements.push(`${path}: engine ${engine}, react-router ${router}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
