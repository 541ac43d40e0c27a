import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { badRequest, notFound } from '../../errors';
import { Skip, Take } from '../catalog/schemas';
import { actorOf, guardMerchantArea, merchantScope, SECURITY, type MerchantScope } from '../merchant/scope';
import { Query, Id } from '../schemas';
import { AUDIENCE_MESSAGES, resolveAudience, type AudienceKind } from './audience';
import { assertValidBroadcast, AudienceBody, BroadcastBody } from './body';
import { AudienceCountSchema, BroadcastPageSchema, BroadcastSchema, BroadcastSentSchema, RecipientsSchema } from './responses';
import { pushAfterCommit, queueBroadcastPushes } from '../../line/pushes';
import { originOf } from '../line/common';

const TAG = 'broadcasts';
export const BROADCAST_PAGE_SIZE = 20;
const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });

interface BroadcastRow {
  broadcast_id: number | string; title_th: string; title_en: string; body_th: string; body_en: string; image_url: string; link_url: string;
  audience_kind: string; audience_codes: string[] | string; publish_at: Date | string; created_at: Date | string; created_by_name: string;
  recipients: number | string; read: number | string;
}

const COLUMNS = `b.broadcast_id, b.title_th, b.title_en, b.body_th, b.body_en, b.image_url, b.link_url, b.audience_kind, b.audience_codes,
  b.publish_at, b.created_at, b.created_by_name,
  (SELECT count(*) FROM broadcast_recipients r WHERE r.tenant_id = b.tenant_id AND r.broadcast_id = b.broadcast_id) AS recipients,
  (SELECT count(*) FROM broadcast_recipients r WHERE r.tenant_id = b.tenant_id AND r.broadcast_id = b.broadcast_id AND r.read_at IS NOT NULL) AS read`;

/** Who may see a broadcast in the back office: a super admin all; sales staff those sent from one of their centres. */
const VISIBLE = '(b.tenant_id = $1 AND ($2::boolean OR b.sender_centres && $3::text[]))';
const visibility = (s: MerchantScope) => [s.tenantId, s.superAdmin, s.saleUnits];

const textArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : String(v).replace(/^\{|\}$/g, '').split(',').filter(Boolean));

function view(b: BroadcastRow, now: Date) {
  const publishAt = new Date(b.publish_at);
  const sent = publishAt.getTime() <= now.getTime();
  const recipients = Number(b.recipients);
  return {
    Id: Number(b.broadcast_id), TitleTh: b.title_th, TitleEn: b.title_en, BodyTh: b.body_th, BodyEn: b.body_en, ImageUrl: b.image_url, LinkUrl: b.link_url,
    AudienceKind: b.audience_kind as AudienceKind, AudienceCodes: textArray(b.audience_codes), PublishAt: publishAt.toISOString(), CreatedAt: new Date(b.created_at).toISOString(),
    CreatedByName: b.created_by_name, Status: sent ? 'SENT' as const : 'SCHEDULED' as const,
    // Delivered: in the recipients' news lists (a scheduled broadcast is delivered at its time).
    Recipients: recipients, Delivered: sent ? recipients : 0, Read: Number(b.read),
  };
}

/**
 * Broadcasts in the back office: list, create (immediate or scheduled), detail with delivery and
 * read counts and the recipients. Buyers read theirs through inbox.ts.
 */
export default async function broadcastRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/broadcasts', {
    schema: { response: { 200: BroadcastPageSchema },
      tags: [TAG], security: SECURITY, summary: 'Broadcasts sent from the caller\'s centres, newest first: { Data, Total }',
      querystring: Query({ skip: Type.Optional(Skip), take: Type.Optional(Take(BROADCAST_PAGE_SIZE, 100)) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM broadcasts b WHERE ${VISIBLE}`, visibility(scope));
    const rows = await app.db.query<BroadcastRow>(
      `SELECT ${COLUMNS} FROM broadcasts b WHERE ${VISIBLE} ORDER BY b.publish_at DESC, b.broadcast_id DESC
        LIMIT ${request.query.take ?? BROADCAST_PAGE_SIZE} OFFSET ${request.query.skip ?? 0}`,
      visibility(scope),
    );
    const now = new Date(app.clock());
    return { Data: rows.map((b) => view(b, now)), Total: n };
  });

  r.post('/api/broadcasts/audience', {
    schema: { response: { 200: AudienceCountSchema }, tags: [TAG], security: SECURITY, summary: 'How many customers an audience reaches now: { Count }', body: AudienceBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const codes = await resolveAudience(app.db, scope, request.body.AudienceKind, request.body.AudienceCodes);
    return { Count: codes.length };
  });

  r.post('/api/broadcasts', {
    schema: { response: { 200: BroadcastSentSchema }, tags: [TAG], security: SECURITY, summary: 'Send (or schedule) a broadcast; answers { Id, Recipients }', body: BroadcastBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    assertValidBroadcast(b);
    const now = new Date(app.clock());
    let publishAt = now;
    if (b.PublishAt) {
      const at = new Date(b.PublishAt);
      if (Number.isNaN(at.getTime())) throw badRequest('Please enter a valid time', [{ field: '/body/PublishAt', reason: 'Please enter a valid time' }]);
      // A time already past sends now.
      if (at.getTime() > now.getTime()) publishAt = at;
    }
    const recipients = await resolveAudience(app.db, scope, b.AudienceKind, b.AudienceCodes);
    if (recipients.length === 0) throw badRequest(AUDIENCE_MESSAGES.empty, [{ field: '/body/AudienceCodes', reason: AUDIENCE_MESSAGES.empty }]);
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ broadcast_id: number | string }>(
        `INSERT INTO broadcasts (tenant_id, title_th, title_en, body_th, body_en, image_url, link_url, audience_kind, audience_codes, sender_centres,
           publish_at, created_at, created_by, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::text[], $11, $12, $13, $14) RETURNING broadcast_id`,
        [scope.tenantId, b.TitleTh!.trim(), (b.TitleEn ?? '').trim(), b.BodyTh!.trim(), (b.BodyEn ?? '').trim(), (b.ImageUrl ?? '').trim(), (b.LinkUrl ?? '').trim(),
          b.AudienceKind, [...new Set(b.AudienceCodes.map((c) => c.trim()))], scope.saleUnits, publishAt, now, scope.userId, scope.name],
      );
      const newId = Number(row.broadcast_id);
      await tx.query(
        `INSERT INTO broadcast_recipients (tenant_id, broadcast_id, customer_code) SELECT $1, $2, code FROM unnest($3::text[]) AS t(code)`,
        [scope.tenantId, newId, recipients],
      );
      // LINE pushes for an immediate broadcast (a scheduled one: the line-push-due ticker, docs/line.md).
      if (publishAt.getTime() <= now.getTime()) {
        await queueBroadcastPushes(tx, scope.tenantId, { broadcastId: String(newId), title: b.TitleTh!.trim(), body: b.BodyTh!.trim(), linkUrl: (b.LinkUrl ?? '').trim() }, now);
      }
      await recordAudit(tx, scope.tenantId, {
        actor: actorOf(scope), action: 'broadcast.create', target: `broadcast:${newId}`,
        after: { TitleTh: b.TitleTh, AudienceKind: b.AudienceKind, AudienceCodes: b.AudienceCodes, PublishAt: publishAt.toISOString(), Recipients: recipients.length },
      });
      return newId;
    });
    const push = await pushAfterCommit(app, scope.tenantId, originOf(request));
    return { status: 200 as const, Id: id, Recipients: recipients.length, PublishAt: publishAt.toISOString(), ...push };
  });

  r.get('/api/broadcasts/:id', {
    schema: { response: { 200: BroadcastSchema }, tags: [TAG], security: SECURITY, summary: 'One broadcast with Recipients, Delivered and Read counts', params: IdParams },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const [row] = await app.db.query<BroadcastRow>(`SELECT ${COLUMNS} FROM broadcasts b WHERE ${VISIBLE} AND b.broadcast_id = $4`, [...visibility(scope), request.params.id]);
    if (!row) throw notFound('Broadcast not found');
    return view(row, new Date(app.clock()));
  });

  r.get('/api/broadcasts/:id/recipients', {
    schema: { response: { 200: RecipientsSchema },
      tags: [TAG], security: SECURITY, summary: 'Who receives a broadcast and when each read it: { Data, Total }',
      params: IdParams,
      querystring: Query({
        read: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
        skip: Type.Optional(Skip), take: Type.Optional(Take(BROADCAST_PAGE_SIZE, 100)),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const [found] = await app.db.query(`SELECT 1 FROM broadcasts b WHERE ${VISIBLE} AND b.broadcast_id = $4`, [...visibility(scope), request.params.id]);
    if (!found) throw notFound('Broadcast not found');
    const q = request.query;
    const filter = q.read === 'Y' ? 'AND r.read_at IS NOT NULL' : q.read === 'N' ? 'AND r.read_at IS NULL' : '';
    const from = `FROM broadcast_recipients r LEFT JOIN customers c ON c.tenant_id = r.tenant_id AND c.customer_code = r.customer_code
      WHERE r.tenant_id = $1 AND r.broadcast_id = $2 ${filter}`;
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [scope.tenantId, request.params.id]);
    const rows = await app.db.query<{ customer_code: string; customer_name: string | null; mobile_no: string | null; read_at: Date | string | null }>(
      `SELECT r.customer_code, c.customer_name, c.mobile_no, r.read_at ${from} ORDER BY r.read_at DESC NULLS LAST, r.customer_code
        LIMIT ${q.take ?? BROADCAST_PAGE_SIZE} OFFSET ${q.skip ?? 0}`,
      [scope.tenantId, request.params.id],
    );
    return {
      Data: rows.map((x) => ({ CUSTOMERCODE: x.customer_code, CUSTOMERNAME: x.customer_name ?? x.customer_code, MobileNo: x.mobile_no ?? '', ReadAt: x.read_at ? new Date(x.read_at).toISOString() : null })),
      Total: n,
    };
  });
}
