import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { BACK, localePrefix, runGuards, screenComponents, type CompiledRoute } from '../../engine';
import { areaOfScreen, loadScreenArea } from '../registry';
import { sessionReady } from '../session/startup';
import { loadNamespace } from './i18n';
import { localeFromPath } from './locale';
import { configStore } from './config-store';
import { currentBundle } from './resolved-bundle';
import { committedLocation } from './navigation-history';
import { ruleContextNow } from './use-rule-context';

/**
 * The loader of every bundle route: waits for the session, runs the route's guards through the
 * engine against the bundle in force NOW (so a live flag flip applies on the next navigation),
 * and loads the screen's area (components + texts) in parallel.
 */
export function guardLoader(route: CompiledRoute) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const area = areaOfScreen(route.screen);
    // The sign-in pages load their area's session screens only, not its whole registry.
    const early = configStore.bundle ? currentBundle() : null;
    const assets = Promise.all([loadScreenArea(area, early ? screenComponents(early, route) : []), loadNamespace(area ?? '', localeFromPath(new URL(request.url).pathname))]);
    // Surface a chunk failure through the route's error page, not as an unhandled rejection.
    assets.catch(() => undefined);
    await sessionReady();
    const url = new URL(request.url);
    const { ctx, bundle } = ruleContextNow(route.layout, url, params);
    const guards = bundle.routes[route.id]?.guards ?? route.guards;
    const outcome = runGuards(bundle, guards, ctx);
    if (outcome.error) throw data(outcome.error.message, { status: outcome.error.status });
    if (outcome.redirect === BACK) {
      const previous = committedLocation();
      const here = `${url.pathname}${url.search}`;
      throw redirect(previous && previous !== here ? previous : localePrefix(ctx.locale) || '/');
    }
    if (outcome.redirect) throw redirect(outcome.redirect);
    await assets;
    // The bundle in force once the session is known may give this route other blocks (a company's
    // screen override): load the whole area then.
    await loadScreenArea(area, screenComponents(bundle, route));
    return null;
  };
}

/** Unknown paths: the spec's 404. */
export function notFoundLoader(): never {
  throw data('Not Found', { status: 404 });
}
