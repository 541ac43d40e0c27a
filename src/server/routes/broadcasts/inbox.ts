import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { notFound } from '../../errors';
import { Skip, Take } from '../catalog/schemas';
import { Query, Id } from '../schemas';
import { MessageReadSchema, MessagesSchema } from './responses';

const TAG = 'broadcasts';

interface InboxRow {
  broadcast_id: number | string; title_th: string; title_en: string; body_th: string; body_en: string; image_url: string; link_url: string;
  publish_at: Date | string; read_at: Date | string | null;
}

const inboxView = (b: InboxRow) => ({
  Id: Number(b.broadcast_id), Title: b.title_th, TitleEn: b.title_en, Detail: b.body_th, DetailEn: b.body_en, Image: b.image_url, Link: b.link_url,
  PublishAt: new Date(b.publish_at).toISOString(), ReadAt: b.read_at ? new Date(b.read_at).toISOString() : null,
});

const COLUMNS = 'b.broadcast_id, b.title_th, b.title_en, b.body_th, b.body_en, b.image_url, b.link_url, b.publish_at, r.read_at';
/** The customer's rows of broadcasts already published (a scheduled one shows from its time on: no worker needed). */
const MINE = `FROM broadcast_recipients r JOIN broadcasts b ON b.tenant_id = r.tenant_id AND b.broadcast_id = r.broadcast_id
  WHERE r.tenant_id = $1 AND r.customer_code = $2 AND b.publish_at <= $3`;

/** The buyer's side: broadcasts in the news list (`/profile/newslist`) and their read state. */
export default async function broadcastInboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/profile/messages', {
    preHandler: requireCustomer,
    schema: { response: { 200: MessagesSchema },
      tags: [TAG], security: [{ bearer: [] }], summary: 'The customer\'s messages, newest first: { Data, Unread, Total }',
      querystring: Query({ skip: Type.Optional(Skip), take: Type.Optional(Take(20, 100)) }),
    },
  }, async (request) => {
    const c = claimsOf(request);
    const now = new Date(app.clock());
    const params = [c.TenantId, c.UserId, now];
    const [counts] = await app.db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE r.read_at IS NULL)::int AS unread ${MINE}`, params,
    );
    const rows = await app.db.query<InboxRow>(
      `SELECT ${COLUMNS} ${MINE} ORDER BY b.publish_at DESC, b.broadcast_id DESC LIMIT ${request.query.take ?? 20} OFFSET ${request.query.skip ?? 0}`, params,
    );
    return { Data: rows.map(inboxView), Unread: counts.unread, Total: counts.total };
  });

  r.post('/api/profile/messages/:id/read', {
    preHandler: requireCustomer,
    schema: { response: { 200: MessageReadSchema },
      tags: [TAG], security: [{ bearer: [] }], summary: 'Open one message: marks it read (the first time) and answers it',
      params: Type.Object({ id: Id() }, { additionalProperties: false }),
    },
  }, async (request) => {
    const c = claimsOf(request);
    const now = new Date(app.clock());
    await app.db.query(
      `UPDATE broadcast_recipients r SET read_at = $4 FROM broadcasts b
        WHERE b.tenant_id = r.tenant_id AND b.broadcast_id = r.broadcast_id AND r.tenant_id = $1 AND r.customer_code = $2
          AND r.broadcast_id = $5 AND r.read_at IS NULL AND b.publish_at <= $3`,
      [c.TenantId, c.UserId, now, now, request.params.id],
    );
    const [row] = await app.db.query<InboxRow>(`SELECT ${COLUMNS} ${MINE} AND r.broadcast_id = $4`, [c.TenantId, c.UserId, now, request.params.id]);
    if (!row) throw notFound('Message not found');
    return { Data: inboxView(row) };
  });
}
