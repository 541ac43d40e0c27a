import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { TENANT_ID_PATTERN } from '../../tenants/tenant-id';
import { bootPayload } from '../../tenants/resolve';
import { pageTenant } from '../../plugins/request-context';
import { Query } from '../schemas';
import { BootPayloadSchema } from './responses';

const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.gif': 'image/gif', '.ico': 'image/x-icon', '.json': 'application/json; charset=utf-8', '.woff2': 'font/woff2',
};

/** The resolved bundle for the SPA and the tenant's own files (logo, images). */
export default async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/tenant/bundle', {
    schema: { response: { 200: BootPayloadSchema },
      tags: ['tenant'],
      summary: 'The same object as window.__TALAD_BOOT__: { tenantId, bundle (base ← tenant, no variant, remote flags), flags }',
      description: 'Tenant: `tenantId` query, `tenantId` cookie, Host, default tenant.',
      querystring: Query({ tenantId: Type.Optional(Type.String({ pattern: TENANT_ID_PATTERN })) }),
    },
  }, async (request, reply) => {
    const asked = request.query.tenantId;
    if (asked && !app.tenants.has(asked)) throw notFound(`Tenant '${asked}' not found`);
    reply.header('cache-control', 'no-cache');
    const payload = await bootPayload(app, asked ?? pageTenant(app, request));
    // Flagged for clients and monitors: the folder is broken, this is the last good bundle.
    if (payload.staleSince) reply.header('x-talad-bundle', `last-good; saved=${payload.staleSince}`);
    return payload;
  });

  r.get('/tenants/:tenantId/*', {
    schema: {
      tags: ['tenant'], summary: 'A file of the tenant folder (logo.svg, images); nothing outside it',
      params: Type.Object({ tenantId: Type.String({ pattern: TENANT_ID_PATTERN }), '*': Type.String({ minLength: 1, maxLength: 300 }) }),
    },
  }, async (request, reply) => {
    const { tenantId, '*': file } = request.params;
    const entry = app.tenants.get(tenantId);
    if (!entry) throw notFound();
    const root = path.resolve(entry.dir);
    const target = path.resolve(root, file);
    const type = ASSET_TYPES[path.extname(target).toLowerCase()];
    // Resolving first and comparing prefixes refuses '..', encoded or not, and absolute paths.
    if (!type || !target.startsWith(root + path.sep)) throw notFound();
    let real: string;
    try {
      real = await fs.promises.realpath(target);
    } catch {
      throw notFound();
    }
    if (!real.startsWith(fs.realpathSync(root) + path.sep)) throw notFound();
    const stat = await fs.promises.stat(real);
    if (!stat.isFile()) throw notFound();
    reply.header('content-type', type);
    reply.header('cache-control', 'public, max-age=300');
    reply.header('last-modified', stat.mtime.toUTCString());
    return reply.send(fs.createReadStream(real));
  });
}
