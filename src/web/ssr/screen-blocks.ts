import { matchRoute, routeTable, screenComponents, screenIdOf, visibleBlocks, type TenantBundle } from '../../engine';
import { ruleContextNow } from '../app/use-rule-context';
import { areaOfScreen, loadScreenArea } from '../registry/areas';
import { resolveComponents } from '../registry/catalog';

/**
 * The blocks the server-rendered screen at `url` shows, loaded before hydration (their chunks
 * are already preloaded by the page's hints). A lazy block still pending when hydration commits
 * keeps the screen's Suspense boundary dehydrated; a store update reaching it then (the start-up
 * centre sync sets the centre list right after hydration) makes React replace the server HTML with
 * the loading bar until the chunk arrives: an empty page for seconds on a slow phone.
 */
export async function resolveScreenBlocks(bundle: TenantBundle, url: URL): Promise<void> {
  const match = matchRoute(routeTable(bundle), url.pathname);
  if (!match) return;
  const screenId = screenIdOf(bundle, match.route);
  const screen = bundle.screens[screenId];
  // The server's route loader registered what the screen names (a tenant may put a sign-in block on a
  // storefront page): the same here, before the blocks resolve.
  await loadScreenArea(areaOfScreen(screenId), screenComponents(bundle, match.route));
  const { ctx } = ruleContextNow(match.route.layout, url, match.params);
  await resolveComponents(visibleBlocks(screen, ctx).map(([, block]) => block.component));
}
