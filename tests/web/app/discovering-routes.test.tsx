import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '../../../src/engine';
import { buildRoutes, discoveringRoutes } from '../../../src/web/app/router';
import { tenantBundle } from '../../engine/helpers';

/*
 * Issue 13: a hydrating page's router starts with only the server-rendered route and adds others
 * as navigations ask for them (lazy route discovery). Every navigation must end on the route the
 * router with every route would have chosen, or a link would open the wrong screen.
 */

const noData = () => () => null;
const screenOf = (matches: { route: RouteObject }[] | null | undefined) => matches?.map((m) => m.route.id).find((id) => id?.includes('@') || id?.startsWith('notFound'));

function filledPaths(): string[] {
  const table = routeTable(tenantBundle('sabai'));
  return table.flatMap((route) =>
    (['th', 'en'] as const).map((locale) => {
      // Every parameter filled, optional ones included; a splat gets two segments.
      const filled = route.routerPaths[locale].replace(/:\w+\??/g, 'x1').replace(/\*$/, 'a/b');
      return filled.startsWith('/') ? filled : `/${filled}`;
    }),
  );
}

describe('discoveringRoutes', () => {
  it('starts with only the page’s own screen route', () => {
    const bundle = tenantBundle('sabai');
    const table = routeTable(bundle);
    const { routes } = discoveringRoutes(buildRoutes(bundle, noData, table), table, '/en/product/1000001');
    const screens = routes[0]!.children!.flatMap((layout) => layout.children ?? []).map((r) => r.id);
    expect(screens).toEqual([`${matchRoute(table, '/en/product/1000001')!.route.id}@en`]);
  });

  it('ends every navigation on the route the full router chooses: every route in both languages, and an unknown path on the not-found page', async () => {
    const bundle = tenantBundle('sabai');
    const table = routeTable(bundle);
    const full = buildRoutes(bundle, noData, table);
    const { routes, patchRoutesOnNavigation } = discoveringRoutes(buildRoutes(bundle, noData, table), table, '/');
    const router = createMemoryRouter(routes, { initialEntries: ['/'], patchRoutesOnNavigation });
    const wrong: string[] = [];
    for (const path of [...filledPaths(), '/no/such/page', '/en/no/such/page', '/product/1000001', '/']) {
      await router.navigate(path);
      const expected = screenOf(matchRoutes(full, path));
      const got = screenOf(router.state.matches);
      if (got !== expected) wrong.push(`${path}: ${got} instead of ${expected}`);
    }
    router.dispose();
    expect(wrong).toEqual([]);
  });
});
