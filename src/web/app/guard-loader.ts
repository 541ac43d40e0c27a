import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { BACK, localePrefix, runGuards, type CompiledRoute } from '../../engine';
import { areaOfScreen, loadArea } from '../registry';
import { sessionReady } from '../session/startup';
import { loadNamespace } from './i18n';
import { localeFromPath } from './locale';
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
    const assets = Promise.all([loadArea(area), loadNamespace(area ?? '', localeFromPath(new URL(request.url).pathname))]);
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
    return null;
  };
}

/** Unknown paths: the spec's 404. */
export function notFoundLoader(): never {
  throw data('Not Found', { status: 404 });
}
