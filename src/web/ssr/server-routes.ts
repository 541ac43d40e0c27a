import { matchRoute, routeTable, screenIdOf, type CompiledRoute, type TenantBundle } from '../../engine';
import { guardLoader } from '../app/guard-loader';

/**
 * The screens the server renders (docs/ssr.md). A screen opts in by being listed here: its route
 * then runs its guards on the server (the same guard loader as in the browser: redirects become
 * HTTP redirects, guard errors their status), and a block whose query has no data yet suspends
 * until it is fetched (ssr/server-query-client.ts): one render per page. A screen that
 * has nothing to show calls `useServerStatus(404)`. Every other route stays client-rendered.
 */
export const SERVER_RENDERED_SCREENS = new Set<string>([
  'buyer.home',
  'buyer.product',
  'buyer.productDetail',
  'buyer.productCategory',
  'buyer.promotion',
  'buyer.promotionBrand',
  'buyer.promotionBrandId',
  'buyer.news',
  'buyer.contents',
  'buyer.pdpa',
]);

/** Does the server render this path? Unknown storefront paths too (their 404 page). */
export function matchServerPage(bundle: TenantBundle, pathname: string): CompiledRoute | 'notFound' | null {
  const match = matchRoute(routeTable(bundle), pathname);
  if (!match) {
    const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    return /^\/(merchant|rider)(\/|$)/.test(bare) ? null : 'notFound';
  }
  const screen = screenIdOf(bundle, match.route);
  return match.route.layout === 'buyer' && SERVER_RENDERED_SCREENS.has(screen) ? match.route : null;
}

/** The route loader on the server: the browser's guard loader (it reads the module stores the renderer set). */
export const serverLoader = guardLoader;
