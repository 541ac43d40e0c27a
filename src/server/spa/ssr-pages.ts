import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce } from '../plugins/external';
import { pageTenant } from '../plugins/request-context';
import { withTenant } from '../db/index';
import { bootPayload } from '../tenants/resolve';
import { FRESH_MS, HtmlCache, pageKey, STALE_MS, type CachedPage } from './html-cache';
import { escapeHtml, injectBoot, injectHeadEnd, injectRendered, type IndexHtml } from './index-html';
import type { PreloadHints } from './preload-hints';
import { pageOf } from './preload-hints';
import { sendHtml } from './send-html';
import { SsrRenderer, type SsrOutcome } from './ssr-renderer';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The server's guess of the viewport for the first render (the browser corrects it after hydration). */
export function isMobileRequest(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|Android|iPhone|iPod/i.test(String(headers['user-agent'] ?? ''));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-rendered guest pages (src/server/spa/html-cache.ts). */
    ssrCache: HtmlCache;
  }
}

/**
 * The page handler for storefront paths: a server-rendered page (src/web/entry-server.tsx) when
 * the route's screen opted in and a server build exists, else the client-rendered SPA exactly as
 * before. Guest pages are cached (tenant + page + centre + layout); a signed-in customer's page
 * is rendered for that customer and marked private.
 */
export function registerSsrPages(app: FastifyInstance, opts: { webDir: string; index: IndexHtml; hints: PreloadHints; serveSpa: Handler }): Handler {
  const renderer = new SsrRenderer(app, path.join(opts.webDir, '..', 'ssr', 'entry-server.js'), LOCALES_DIR);
  const cache = new HtmlCache();
  app.decorate('ssrCache', cache);
  const enabled = process.env.SSR !== 'off';
  // SSR_CACHE=off renders every guest request (the bench's 'uncached' figures).
  const caching = process.env.SSR_CACHE !== 'off';

  // A tenant's cached pages go when its config, flags or centres change (any process: the bus)...
  app.bus.subscribe((notice) => cache.invalidate(notice.tenantId));
  // ...and when the back office changes anything of the tenant (products, prices, promotions, news).
  app.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400 && request.auth?.Kind === 'merchant') cache.invalidate(request.tenantId);
  });

  async function usableCustomerToken(request: FastifyRequest, tenantId: string): Promise<string | null> {
    const token = request.cookies?.token;
    if (!token) return null;
    const result = await app.tokens.verify(token);
    if (!result.ok || result.claims.Kind === 'guest' || result.claims.Kind !== 'customer' || String(result.claims.TenantId) !== tenantId) return null;
    return token;
  }

  function page(outcome: Extract<SsrOutcome, { kind: 'html' }>, boot: unknown, nonce: string, url: string, consented: boolean): string {
    // The first-visit dialogs this page drew or will hold: their code is hinted with the page's.
    const startupPicker = (outcome.payload as { startupPicker?: boolean } | null)?.startupPicker === true;
    const hints = opts.hints.forPage(url, { textsInline: true, startupPicker, consentDialog: !consented });
    const withBoot = injectHeadEnd(injectBoot(opts.index.read(), boot, nonce), hints);
    return injectRendered(withBoot, outcome, nonce);
  }

  /** The CSP header must name the nonce the (maybe cached) HTML was made with. */
  function setCspNonce(reply: FastifyReply, nonce: string) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`));
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
    setCspNonce(reply, entry.nonce);
    reply.header('etag', entry.etag);
    reply.header('cache-control', `public, max-age=${Math.round(FRESH_MS / 1000)}, stale-while-revalidate=${Math.round(STALE_MS / 1000)}`);
    reply.header('vary', 'accept-encoding, cookie, host, sec-ch-ua-mobile, user-agent');
    reply.header('x-talad-render', 'server');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    reply.status(entry.status);
    return sendHtml(request, reply, entry.html, entry.encoded);
  }

  /**
   * A guard's redirect (khongdee's guests → /login). The browser would have kept a `?tenantId=`
   * choice in the tenant cookie before following it; the server answers first, so it sets that
   * cookie itself, or the next page would open the default tenant.
   */
  function redirectKeepingTenant(request: FastifyRequest, reply: FastifyReply, tenantId: string, location: string, status: number) {
    const asked = new URL(request.url, 'http://x').searchParams.get('tenantId')?.trim();
    if (asked && asked === tenantId) reply.setCookie('tenantId', tenantId, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax' });
    return reply.redirect(location, status);
  }

  /** A page with no data behind it (the database is down): a plain, escaped 503 in both languages. */
  function unavailable(reply: FastifyReply, locale: 'th' | 'en') {
    const text = locale === 'en'
      ? ['The shop is unavailable right now', 'Please try again in a moment.', 'Try again']
      : ['ร้านค้าไม่พร้อมให้บริการในขณะนี้', 'กรุณาลองใหม่อีกครั้งในอีกสักครู่', 'ลองใหม่'];
    reply.status(503).header('cache-control', 'no-store').header('retry-after', '30').type('text/html; charset=utf-8');
    return reply.send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>503</title></head>`
      + `<body style="font-family:Sarabun,Loma,system-ui,sans-serif;text-align:center;padding:15vh 24px"><h1>503</h1><p>${escapeHtml(text[0])}</p><p>${escapeHtml(text[1])}</p><a href="">${escapeHtml(text[2])}</a></body></html>`);
  }

  return async function servePage(request, reply) {
    const { area, locale } = pageOf(request.url);
    if (!enabled || area !== 'buyer' || !opts.index.exists() || !renderer.available()) return opts.serveSpa(request, reply);
    const tenantId = pageTenant(app, request);
    const token = await usableCustomerToken(request, tenantId);
    const mobile = isMobileRequest(request.headers);
    const url = `http://${request.headers.host ?? 'localhost'}${request.url}`;
    const consented = request.cookies?.consent === 'Y';
    // Made only when a page is rendered (a cache hit needs none of it); without it (the database
    // is down) the page cannot be made and the 503 page answers.
    let boot: unknown;
    // The page's tenant (query, cookie, Host) may differ from the request's (a token of another
    // tenant): the page's data is read as the page's tenant.
    const render = (nonce: string): Promise<SsrOutcome> => withTenant(tenantId, async () => {
      const started = performance.now();
      boot = await bootPayload(app, tenantId);
      const outcome = await renderer.render({ url, boot, token, point: request.cookies?.point === 'Y', centreChosen: !!request.cookies?.dc, consented, mobile, nonce, locale });
      // How many render passes the page took (1: data suspended, not rendered twice) and how long.
      if (outcome.kind === 'html' && !reply.sent) reply.header('server-timing', `ssr;dur=${(performance.now() - started).toFixed(1)};desc="passes=${outcome.passes}"`);
      return outcome;
    });

    if (token) {
      const nonce = cspNonce(reply);
      const outcome = await safely(request, () => render(nonce));
      if (!outcome) return unavailable(reply, locale);
      if (outcome.kind === 'spa') return opts.serveSpa(request, reply);
      if (outcome.kind === 'redirect') return redirectKeepingTenant(request, reply, tenantId, outcome.location, outcome.status);
      reply.status(outcome.status);
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'accept-encoding, cookie, host, sec-ch-ua-mobile, user-agent');
      reply.header('x-talad-render', 'server');
      return sendHtml(request, reply, page(outcome, boot, nonce, request.url, consented));
    }

    const key = pageKey({ tenantId, url: request.url, centre: request.cookies?.dc ?? '', mobile, consented });
    const store = async (): Promise<CachedPage | SsrOutcome | null> => {
      // A cached page is shared by every guest: its nonce is its own, not this response's.
      const nonce = randomBytes(16).toString('base64');
      const outcome = await safely(request, () => render(nonce));
      if (!outcome || outcome.kind !== 'html') return outcome;
      const entry = { tenantId, status: outcome.status, html: page(outcome, boot, nonce, request.url, consented), nonce };
      // Errors (503) are never kept: the next visitor tries again.
      return outcome.status < 500 ? cache.set(key, entry) : { ...outcome, html: entry.html, nonce } as never;
    };
    const hit = caching ? cache.get(key) : null;
    if (hit) {
      if (!hit.fresh) cache.refresh(key, async () => void (await store()));
      return sendCached(request, reply, hit.page);
    }
    const made = await store();
    if (!made) return unavailable(reply, locale);
    if ('kind' in made) {
      if (made.kind === 'spa') return opts.serveSpa(request, reply);
      if (made.kind === 'redirect') return redirectKeepingTenant(request, reply, tenantId, made.location, made.status);
      const failed = made as unknown as { status: number; html: string; nonce: string };
      setCspNonce(reply, failed.nonce);
      reply.status(failed.status).header('cache-control', 'no-store').header('x-talad-render', 'server');
      return sendHtml(request, reply, failed.html);
    }
    return sendCached(request, reply, made);
  };
}

/** A render that throws is logged and answered with the 503 page, never a stack trace or a blank page. */
async function safely(request: FastifyRequest, work: () => Promise<SsrOutcome>): Promise<SsrOutcome | null> {
  try {
    return await work();
  } catch (err) {
    request.log.error({ err }, 'ssr: render failed');
    return null;
  }
}
