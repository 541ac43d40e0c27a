import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MobileNo, Query } from '../schemas';
import { OtpOutboxSchema } from './responses';
import { TENANT_ID_PATTERN } from '../../tenants/tenant-id';

/** Development helpers; registered only when NODE_ENV is not production. */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const outbox = app.outbox;
  if (!outbox) return;
  r.get('/api/dev/outbox', {
    schema: { response: { 200: OtpOutboxSchema },
      tags: ['dev'], summary: 'Latest OTP messages of the development outbox ($DATA_DIR/outbox/otp.log), newest first',
      querystring: Query({
        mobileNo: Type.Optional(MobileNo),
        tenantId: Type.Optional(Type.String({ pattern: TENANT_ID_PATTERN })),
        take: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
      }),
    },
  }, async (request) => {
    const q = request.query;
    return { Data: await outbox.read({ mobileNo: q.mobileNo, tenantId: q.tenantId, limit: q.take }) };
  });
}
