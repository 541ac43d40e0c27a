import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { bootPayload } from '../tenants/resolve';
import { IndexHtml, injectBoot, injectHeadEnd } from '../spa/index-html';
import { precompressDir } from '../spa/precompress';
import { PreloadHints } from '../spa/preload-hints';
import { sendHtml } from '../spa/send-html';
import { registerSsrPages } from '../spa/ssr-pages';
import { cspNonce } from './external';
import { pageTenant } from './request-context';

/** Paths that belong to the API: never answered with the SPA. */
const API_PREFIXES = ['/api/', '/authen/', '/GET_MASTER_DATA/', '/master_data_management/', '/MASTER_DATA_MANAGEMENT/', '/tenants/'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';

/**
 * The SPA on the same origin: hashed assets with a one-year immutable cache (pre-compressed
 * brotli/gzip), `index.html` per request with the tenant's boot object and a CSP nonce, and the
 * SPA fallback for unknown non-API GETs. Everything else unknown is a flagged 404.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const webDir = app.config.webDir;
  const index = new IndexHtml(webDir);
  const hints = new PreloadHints(webDir);
  const built = fs.existsSync(path.join(webDir, 'index.html'));
  if (built) {
    const n = await precompressDir(webDir);
    if (n) app.log.info({ files: n }, 'pre-compressed web assets');
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      // Our own per-file cache headers below; send's default would overwrite them.
      cacheControl: false,
      // index.html always goes through the boot injection below.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const rel = path.relative(webDir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
      schemaHide: true,
    });
  } else {
    app.log.warn({ webDir }, 'web app not built (run `npm run build`); serving the API only');
  }

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!index.exists()) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const boot = await bootPayload(app, pageTenant(app, request));
    const html = injectHeadEnd(injectBoot(index.read(), boot, cspNonce(reply)), hints.forPage(request.url));
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding, cookie, host');
    return sendHtml(request, reply, html);
  };
  // Storefront pages that opted in are rendered on the server; everything else is the SPA above.
  const servePage = registerSsrPages(app, { webDir, index, hints, serveSpa: serveIndex });

  app.get('/', { schema: { hide: true } }, servePage);
  app.get('/index.html', { schema: { hide: true } }, serveIndex);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD')
      && !isApiPath(url) && !url.startsWith('/assets/') && !path.extname(url);
    if (isPage) return servePage(request, reply);
    throw new HttpError(404, 'Not Found');
  });
}

