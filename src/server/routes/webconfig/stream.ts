import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../errors';
import { TENANT_ID_PATTERN } from '../../tenants/tenant-id';
import { bootPayload, effectiveFlags } from '../../tenants/resolve';
import { Query } from '../schemas';

export const HEARTBEAT_MS = 15_000;

/**
 * `GET api/webConfig/stream?tenantId=`: server-sent events for one tenant. `flags` ({ flags }) is
 * sent on connect and after every change (from any server process, via LISTEN/NOTIFY); `bundle`
 * ({ bundle }) after the tenant's folder changes. A comment every 15 s keeps proxies from closing it.
 */
export default async function webConfigStreamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Open streams never end by themselves: end them before the server waits for connections to drain.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => { for (const close of [...open]) close(); });
  // Open streams per client address (the socket's, or a TRUST_PROXY proxy's forwarded one): each
  // holds a connection and a bus listener, so one address cannot open thousands (issue 20).
  const perAddress = new Map<string, number>();

  r.get('/api/webConfig/stream', {
    schema: {
      tags: ['webConfig'],
      summary: 'Live configuration (text/event-stream): events `flags` and `bundle`',
      querystring: Query({ tenantId: Type.Optional(Type.String({ pattern: TENANT_ID_PATTERN })) }),
    },
  }, async (request, reply) => {
    const tenantId = request.query.tenantId ?? request.tenantId;
    if (!app.tenants.has(tenantId)) throw notFound(`Tenant '${tenantId}' not found`);
    const address = request.ip;
    const held = perAddress.get(address) ?? 0;
    if (held >= app.config.sseStreamsPerAddress) {
      throw new HttpError(429, `Too many live streams from this address (at most ${app.config.sseStreamsPerAddress})`, undefined, { 'retry-after': '30' });
    }
    perAddress.set(address, held + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(address);
      else perAddress.set(address, n);
    };
    let initial;
    try {
      initial = await effectiveFlags(app, tenantId);
    } catch (err) {
      release();
      throw err;
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const send = (event: string, data: unknown) => {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    res.write('retry: 3000\n\n');
    send('flags', { flags: initial });

    // Events are computed in arrival order so a slow lookup never delivers an older state last.
    let queue = Promise.resolve();
    const unsubscribe = app.bus.subscribe((notice) => {
      if (notice.tenantId !== tenantId || notice.type === 'centers') return;
      queue = queue.then(async () => {
        if (closed) return;
        try {
          if (notice.type === 'flags') send('flags', { flags: await effectiveFlags(app, tenantId) });
          else if (notice.type === 'bundle') send('bundle', { bundle: (await bootPayload(app, tenantId)).bundle });
        } catch (err) {
          request.log.warn({ err, tenantId }, 'config event not sent');
        }
      });
    });
    const heartbeat = setInterval(() => { if (!closed) res.write(': heartbeat\n\n'); }, HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      release();
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });
}
