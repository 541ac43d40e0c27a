import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, hashKey, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { LocaleResources } from '../engine';
import { AppProviders } from './app/App';
import { applyBoot, type BootPayload } from './app/boot';
import { errorStore } from './app/error-store';
import { i18nFor, provideLocaleResources } from './app/i18n';
import { localeFromPath } from './app/locale';
import { QUERY_DEFAULTS } from './app/query-client';
import { currentBundle } from './app/resolved-bundle';
import { buildRoutes } from './app/router';
import { setApiTransport, type ApiTransport } from './api/http';
import { registerDefaultActions } from './app/default-actions';
import { ensureCommonRegistered, loadArea } from './registry';
import { fetchCartSeed } from './buyer/cart/cart-sync';
import { cartSummary, provideCartSeed, type CartSeed } from './session/cart-summary';
import { resetRootSession, rootSession } from './session/root-session';
import { decodeToken, isTokenExpired } from './session/jwt';
import { guestLogin, guestModeDisabled } from './session/customer-actions';
import { rawRequest } from './api/http';
import type { CustomerUser } from './session/types';
import { setServerHints } from './ssr/hydration';
import { centresOnServer } from './ssr/server-centres';
import { matchServerPage, serverLoader } from './ssr/server-routes';
import { resetServerPage, serverPage } from './ssr/server-page';
import { VIEWER_TOKEN, type SsrPayload } from './ssr/payload';
import { ServerQueryClient } from './ssr/server-query-client';
import { ICON_PATHS, LAYOUT_ICONS } from './widgets/icon-paths';
import { loadMoreIcons } from './widgets/Icon';

/*
 * The storefront rendered on the server: the same bundle, engine, routes, screens and providers as
 * the browser, through react-router's static handler and React's stream renderer. The caller
 * (src/server/spa/ssr-renderer.ts) runs one render at a time, because the app keeps its session
 * and configuration in module stores exactly as in the browser.
 */

export interface RenderInput {
  /** Absolute URL of the page (origin is not used for data). */
  url: string;
  boot: BootPayload;
  /** The `token` cookie when it is a usable customer token of this tenant (the server checked it). */
  token: string | null;
  /** The `point` cookie (redeem mode). */
  point: boolean;
  /** A `dc` cookie is set: the visitor chose a centre before (no start-up picker). */
  centreChosen: boolean;
  /** The `consent` cookie is Y: no cookie bar in the HTML. */
  consented: boolean;
  /** Texts of the page's language: common, errors, buyer. */
  resources: LocaleResources;
  mobile: boolean;
  nonce: string;
  /** In-process API calls (no network). */
  transport: ApiTransport;
}

export type RenderOutcome =
  | { kind: 'spa' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; lang: string; title: string | null; headTags: string; styles: string; body: string; payload: SsrPayload; guest: boolean; passes: number };

/**
 * React writes the resource hints of a non-document render (the preload of an `<img
 * fetchPriority="high">`, with its srcset and sizes: the page's LCP picture) before the app's
 * HTML. They belong in <head>, where the browser sees them before anything in the body.
 */
export function splitHeadTags(html: string): { headTags: string; body: string } {
  const lead = /^(?:<link\b[^>]*>)+/.exec(html);
  return lead ? { headTags: lead[0], body: html.slice(lead[0].length) } : { headTags: '', body: html };
}

/** A safety net only: the suspending query client makes every page a single render (passes: 1). */
const MAX_PASSES = 3;

/** Queries a render asked for that nobody fetched (a hook that bypassed the suspending client). */
function wanted(client: ServerQueryClient, tried: Set<string>): Query[] {
  return client.getQueryCache().getAll().filter((q) => {
    if (tried.has(q.queryHash) || client.fetched.has(q.queryHash) || q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
    const enabled = (q.options as { enabled?: unknown }).enabled;
    return enabled !== false && typeof q.options.queryFn === 'function';
  });
}

async function renderHtml(element: React.ReactElement, nonce: string): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, {
    nonce,
    // Never outline a finished boundary behind a reveal script: the page must read without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure && !html) throw failure;
  return html;
}

async function sessionFor(input: RenderInput): Promise<boolean> {
  resetRootSession();
  rootSession.tenantId = input.boot.tenantId;
  rootSession.point = input.point;
  rootSession.ready = true;
  const token = input.token;
  if (token && !isTokenExpired(token) && String(decodeToken(token)?.TenantId ?? input.boot.tenantId) === input.boot.tenantId) {
    const res = await rawRequest<CustomerUser>({ method: 'POST', path: 'authen/customerProfile', body: {}, token });
    if (res.ok && res.data?.CUSTOMERCODE) {
      rootSession.token = token;
      const { jtoken: _fresh, ...user } = res.data as CustomerUser & { jtoken?: string };
      rootSession.user = user as CustomerUser;
      return false;
    }
  }
  if (!guestModeDisabled()) await guestLogin();
  return true;
}

/** Query keys carry the viewer's token: the HTML carries a marker the browser swaps for its own. */
function withoutToken(value: unknown, token: string | null): unknown {
  if (token && value === token) return VIEWER_TOKEN;
  if (Array.isArray(value)) return value.map((v) => withoutToken(v, token));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutToken(v, token)]));
  return value;
}

export async function renderPage(input: RenderInput): Promise<RenderOutcome> {
  setApiTransport(input.transport);
  setServerHints({ ssr: true, mobile: input.mobile, consented: input.consented });
  ensureCommonRegistered();
  registerDefaultActions();
  applyBoot(input.boot);
  errorStore.error = null;
  cartSummary.count = 0;
  cartSummary.total = 0;
  provideCartSeed(null);
  const url = new URL(input.url);
  const locale = localeFromPath(url.pathname);
  provideLocaleResources(input.resources);
  // The server draws every storefront icon; the page's payload hands the browser those it used.
  await loadMoreIcons();

  // Only pages whose screens opted in (ssr/server-routes.ts); everything else stays client-rendered.
  const page = matchServerPage(currentBundle(), url.pathname);
  if (!page) return { kind: 'spa' };

  const guest = await sessionFor(input);
  const bundle = currentBundle();
  const { startupPicker, centres } = await centresOnServer(input.centreChosen);
  // A signed-in page shows the customer's server cart in its header from the first frame (the
  // browser starts its cart from the same seed); read beside the route's loaders. A guest's cart
  // is in their browser: the page shows an empty one until hydration, as before.
  const seeding: Promise<CartSeed | null> = guest ? Promise.resolve(null) : fetchCartSeed().catch(() => null);
  await loadArea('buyer');
  const handler = createStaticHandler(buildRoutes(bundle, serverLoader));
  const context = await handler.query(new Request(url.href));
  const cart = await seeding;
  provideCartSeed(cart);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    throw new Error(`talad ssr: unexpected response ${context.status}`);
  }
  const i18n = i18nFor(bundle.wording, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);

  const client = new ServerQueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  const tried = new Set<string>();
  let html = '';
  let cache = createCache({ key: 'css' });
  cache.compat = true;
  let passes = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    passes += 1;
    resetServerPage();
    cache = createCache({ key: 'css' });
    // No <style> elements inside the HTML: the page's CSS is extracted once, into <head>.
    cache.compat = true;
    const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
    // Components whose data is not there yet suspend; React renders them again once it is.
    client.suspendPending = true;
    html = await renderHtml(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders client={client} i18n={i18n} bundle={bundle}>
            <StaticRouterProvider router={router} context={context as StaticHandlerContext} nonce={input.nonce} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
      input.nonce,
    ).finally(() => {
      client.suspendPending = false;
    });
    const next = wanted(client, tried);
    if (next.length === 0) break;
    for (const q of next) tried.add(q.queryHash);
    // The data the page asked for, then render again with it.
    await Promise.all(next.map((q) => q.fetch().catch(() => undefined)));
  }

  const emotion = createEmotionServer(cache);
  const chunks = emotion.extractCriticalToChunks(html);
  const styles = emotion.constructStyleTagsFromChunks(chunks).replace(/<style /g, `<style nonce="${input.nonce}" `);
  const ctx = context as StaticHandlerContext;
  const facts = serverPage();
  const status = errorStore.error ? 503 : facts.status ?? ctx.statusCode ?? 200;
  const dehydrated = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const payload: SsrPayload = {
    mobile: input.mobile,
    locale,
    resources: input.resources[locale] ?? {},
    dehydrated: tokenFree(dehydrated, rootSession.token),
    icons: Object.fromEntries([...facts.icons].filter((key) => !LAYOUT_ICONS.has(key)).map((key) => [key, ICON_PATHS[key]])),
    router: { loaderData: ctx.loaderData, actionData: ctx.actionData, errors: serializeErrors(ctx.errors) },
    user: guest ? null : rootSession.user,
    cart,
    startupPicker,
    centres,
  };
  const { headTags, body } = splitHeadTags(html);
  return { kind: 'html', status, lang: locale, title: facts.title, headTags, styles, body, payload, guest, passes };
}

/** The dehydrated cache with the viewer's token replaced in keys and hashes (the browser puts its own back). */
function tokenFree(state: DehydratedState, token: string | null): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const queryKey = withoutToken(q.queryKey, token) as typeof q.queryKey;
      return { ...q, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

/** Route errors as react-router's hydration expects them (status responses keep their shape). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    const e = error as { status?: number; statusText?: string; data?: unknown; internal?: boolean; message?: string };
    if (typeof e?.status === 'number' && 'data' in e) out[id] = { status: e.status, statusText: e.statusText ?? '', internal: e.internal ?? false, data: e.data, __type: 'RouteErrorResponse' };
    // Never the thrown message (it can name files on the server): the error page's generic text.
    else out[id] = { message: 'errors:generic', __type: 'Error' };
  }
  return out;
}
