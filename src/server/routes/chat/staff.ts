import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CHAT_PAGE_SIZE, chatRoleAllowed } from '../../../domain/chat';
import { badRequest, forbidden, notFound } from '../../errors';
import { ChatBus } from '../../live/chat-bus';
import { effectiveFlags } from '../../tenants/resolve';
import { Body, Query, SaleUnit } from '../schemas';
import { SECURITY, TAGS } from './context';
import { ConversationParams } from './messages';
import { participantOf, requireStaff, visibleClause, type StaffParticipant } from './participant';
import { CONVERSATION_COLUMNS, noticeKeys, type ConversationRow } from './store';
import { ChatContextSchema, ChatStaffSchema, ConversationOneSchema, DeletedSchema, InboxSchema, QuickReplyListSchema, QuickReplyOneSchema } from './responses';
import { CONVERSATION_NOT_FOUND, conversationDtos, conversationFor, conversationSelect } from './views';

const View = Type.Union(['unread', 'mine', 'open', 'closed', 'all'].map((v) => Type.Literal(v)), {
  description: 'unread: the customer wrote last and staff have not read it; mine: assigned to me; open; closed; all', default: 'open',
});

/** Staff who may answer in a centre: its merchant users (and the super admins) allowed by CHAT_ROLE_IDS. */
async function answerers(app: FastifyInstance, s: StaffParticipant, saleUnit: string) {
  const flags = await effectiveFlags(app, s.tenantId);
  const rows = await app.db.query<{ user_id: string; name: string; role: number }>(
    `SELECT m.user_id, m.name, m.role::int AS role FROM merchant_users m
      WHERE m.tenant_id = $1 AND m.status = 'A'
        AND (m.role = 1 OR EXISTS (SELECT 1 FROM merchant_user_centers mc WHERE mc.tenant_id = m.tenant_id AND mc.user_id = m.user_id AND mc.sale_unit = $2))
      ORDER BY m.name`,
    [s.tenantId, saleUnit],
  );
  return rows.filter((u) => chatRoleAllowed(flags.CHAT_ROLE_IDS, u.role, u.role === 1));
}

/** The back-office inbox: views, search, assignment, closing, the customer beside the conversation, quick replies. */
export default async function chatStaffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const staff = async (request: Parameters<typeof participantOf>[1]) => requireStaff(await participantOf(app, request));

  r.get('/api/chat/inbox', {
    schema: {
      response: { 200: InboxSchema }, tags: TAGS, security: SECURITY, summary: 'Conversations of a centre (default: all of mine), newest first; q searches customer code, name and mobile',
      querystring: Query({
        saleUnit: Type.Optional(SaleUnit), view: View, q: Type.Optional(Type.String({ maxLength: 100 })),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: CHAT_PAGE_SIZE }),
      }),
    },
  }, async (request) => {
    const s = await staff(request);
    const { saleUnit, view, q, skip, take } = request.query;
    if (saleUnit && !s.saleUnits.includes(saleUnit)) throw forbidden('This distribution centre is not assigned to you');
    const viewer: StaffParticipant = saleUnit ? { ...s, saleUnits: [saleUnit] } : s;
    const where = visibleClause(viewer, 1);
    const params = [...where.params];
    const cond = [where.sql];
    if (view === 'unread') cond.push('c.last_customer_message_id > c.staff_read_id');
    if (view === 'mine') { params.push(s.userId); cond.push(`c.assigned_to = $${params.length}`); }
    if (view === 'open' || view === 'unread' || view === 'mine') cond.push("c.status = 'open'");
    if (view === 'closed') cond.push("c.status = 'closed'");
    const text = q?.trim();
    if (text) {
      params.push(`%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      cond.push(`(c.owner_id || ' ' || c.owner_name || ' ' || c.owner_mobile) ILIKE $${params.length}`);
    }
    const sqlWhere = cond.join(' AND ');
    const [{ total }] = await app.db.query<{ total: string }>(`SELECT count(*)::text AS total FROM chat_conversations c WHERE ${sqlWhere}`, params);
    const rows = await app.db.query<Parameters<typeof conversationDtos>[1][number]>(
      `${conversationSelect('staff')} WHERE ${sqlWhere} ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC OFFSET ${skip} LIMIT ${take}`, params,
    );
    const [{ unread }] = await app.db.query<{ unread: string }>(
      `SELECT count(*)::text AS unread FROM chat_conversations c WHERE ${where.sql} AND c.status = 'open' AND c.last_customer_message_id > c.staff_read_id`, where.params,
    );
    return { Data: await conversationDtos(app, rows), Total: Number(total), Unread: Number(unread) };
  });

  r.get('/api/chat/customers/:customer', {
    schema: {
      response: { 200: ConversationOneSchema }, tags: TAGS, security: SECURITY, summary: 'The conversation with a customer (code, or a guest id) at a centre (default: the latest one I may see)',
      params: Type.Object({ customer: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false }),
      querystring: Query({ saleUnit: Type.Optional(SaleUnit) }),
    },
  }, async (request) => {
    const s = await staff(request);
    const where = visibleClause(s, 2);
    const params: unknown[] = [request.params.customer, ...where.params];
    let extra = '';
    if (request.query.saleUnit) { params.push(request.query.saleUnit); extra = ` AND c.sale_unit = $${params.length}`; }
    const rows = await app.db.query<Parameters<typeof conversationDtos>[1][number]>(
      `${conversationSelect('staff')} WHERE c.owner_id = $1 AND ${where.sql}${extra} ORDER BY c.last_message_at DESC NULLS LAST LIMIT 1`, params,
    );
    if (!rows[0]) throw notFound(CONVERSATION_NOT_FOUND);
    return { Data: (await conversationDtos(app, rows))[0] };
  });

  r.get('/api/chat/conversations/:id/context', {
    schema: { response: { 200: ChatContextSchema }, tags: TAGS, security: SECURITY, summary: "The customer's profile and last orders at the conversation's centre (beside the conversation)", params: ConversationParams },
  }, async (request) => {
    const s = await staff(request);
    const c = await conversationFor(app.db, s, request.params.id);
    if (c.owner_kind !== 'customer') return { Customer: null, Orders: [] };
    const [cust] = await app.db.query<{ customer_code: string; customer_name: string; mobile_no: string; email: string | null; address: string; province_name: string | null; company_code: string; authorize_amount: string; debt_amount: string; created_at: Date }>(
      `SELECT customer_code, customer_name, mobile_no, email, address, province_name, company_code, authorize_amount::text, debt_amount::text, created_at
         FROM customers WHERE tenant_id = $1 AND customer_code = $2`, [c.tenant_id, c.owner_id],
    );
    const orders = await app.db.query<{ order_id: string; status: string; total: string; created_at: Date; mode: string }>(
      `SELECT order_id, status, total::text, created_at, mode FROM orders WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3 ORDER BY created_at DESC LIMIT 5`,
      [c.tenant_id, c.owner_id, c.sale_unit],
    );
    return {
      Customer: cust ? {
        CustomerCode: cust.customer_code, Name: cust.customer_name, MobileNo: cust.mobile_no, Email: cust.email ?? '', Address: [cust.address, cust.province_name].filter(Boolean).join(' '),
        CompanyCode: cust.company_code, AuthorizeAmount: Number(cust.authorize_amount), DebtAmount: Number(cust.debt_amount), Since: cust.created_at.toISOString(),
      } : null,
      Orders: orders.map((o) => ({ OrderId: o.order_id, Status: o.status, Mode: o.mode, Total: Number(o.total), CreatedAt: new Date(o.created_at).toISOString() })),
    };
  });

  r.get('/api/chat/staff', {
    schema: { response: { 200: ChatStaffSchema }, tags: TAGS, security: SECURITY, summary: 'Who a conversation of this centre can be assigned to', querystring: Query({ saleUnit: SaleUnit }) },
  }, async (request) => {
    const s = await staff(request);
    if (!s.saleUnits.includes(request.query.saleUnit)) throw notFound();
    return { Data: (await answerers(app, s, request.query.saleUnit)).map((u) => ({ UserId: u.user_id, Name: u.name, Role: u.role })) };
  });

  r.post('/api/chat/conversations/:id/assign', {
    schema: {
      response: { 200: ConversationOneSchema }, tags: TAGS, security: SECURITY, summary: 'Assign to a member of staff of the centre (null: unassign)', params: ConversationParams,
      body: Body({ UserId: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]) }),
    },
  }, async (request) => {
    const s = await staff(request);
    const { UserId } = request.body;
    const c = await conversationFor(app.db, s, request.params.id);
    if (UserId !== null && !(await answerers(app, s, c.sale_unit)).some((u) => u.user_id === UserId)) {
      throw badRequest('Invalid request', [{ field: '/body/UserId', reason: 'does not answer chats at this centre' }]);
    }
    const row = await app.db.transaction(async (tx) => {
      const [row] = await tx.query<ConversationRow>(`UPDATE chat_conversations c SET assigned_to = $2, updated_at = now() WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`, [c.id, UserId]);
      await ChatBus.notify(tx, { type: 'conversation', ...noticeKeys(row), status: row.status });
      // Staff who saw it through the old assignment hear about the change too.
      if (c.assigned_to !== row.assigned_to) await ChatBus.notify(tx, { type: 'conversation', ...noticeKeys(c), status: row.status, assigned: row.assigned_to });
      return row;
    });
    return { Data: (await conversationDtos(app, [await conversationFor(app.db, s, Number(row.id)).catch(() => ({ ...row, unread: '0', assigned_name: null }))]))[0] };
  });

  r.post('/api/chat/conversations/:id/status', {
    schema: {
      response: { 200: ConversationOneSchema }, tags: TAGS, security: SECURITY, summary: "Close or reopen (the customer's next message reopens it too)", params: ConversationParams,
      body: Body({ Status: Type.Union([Type.Literal('open'), Type.Literal('closed')]) }),
    },
  }, async (request) => {
    const s = await staff(request);
    const c = await conversationFor(app.db, s, request.params.id);
    await app.db.transaction(async (tx) => {
      const [row] = await tx.query<ConversationRow>(`UPDATE chat_conversations c SET status = $2, updated_at = now() WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`, [c.id, request.body.Status]);
      await ChatBus.notify(tx, { type: 'conversation', ...noticeKeys(row), status: row.status });
    });
    return { Data: (await conversationDtos(app, [await conversationFor(app.db, s, Number(c.id))]))[0] };
  });

  r.get('/api/chat/quick-replies', {
    schema: { response: { 200: QuickReplyListSchema }, tags: TAGS, security: SECURITY, summary: 'Canned answers for a centre (and the tenant-wide ones)', querystring: Query({ saleUnit: Type.Optional(SaleUnit) }) },
  }, async (request) => {
    const s = await staff(request);
    const su = request.query.saleUnit ?? null;
    if (su && !s.saleUnits.includes(su)) throw notFound();
    const rows = await app.db.query<{ id: string; sale_unit: string | null; title: string; body: string }>(
      'SELECT id::text, sale_unit, title, body FROM chat_quick_replies WHERE tenant_id = $1 AND (sale_unit IS NULL OR sale_unit = $2) ORDER BY title, id', [s.tenantId, su],
    );
    return { Data: rows.map((q) => ({ Id: Number(q.id), SaleUnit: q.sale_unit, Title: q.title, Body: q.body })) };
  });

  r.post('/api/chat/quick-replies', {
    schema: { response: { 201: QuickReplyOneSchema },
      tags: TAGS, security: SECURITY, summary: 'Add a canned answer (SaleUnit null: every centre, super admin only)',
      body: Body({ Title: Type.String({ minLength: 1, maxLength: 60 }), Body: Type.String({ minLength: 1, maxLength: 1000 }), SaleUnit: Type.Union([SaleUnit, Type.Null()]) }),
    },
  }, async (request, reply) => {
    const s = await staff(request);
    const { Title, Body: text, SaleUnit: su } = request.body;
    if (su === null ? !s.superAdmin : !s.saleUnits.includes(su)) throw badRequest('Invalid request', [{ field: '/body/SaleUnit', reason: su === null ? 'only a super admin adds answers for every centre' : 'is not a centre of yours' }]);
    if (!Title.trim() || !text.trim()) throw badRequest('Invalid request', [...(!Title.trim() ? [{ field: '/body/Title', reason: 'is required' }] : []), ...(!text.trim() ? [{ field: '/body/Body', reason: 'is required' }] : [])]);
    const [row] = await app.db.query<{ id: string }>(
      'INSERT INTO chat_quick_replies (tenant_id, sale_unit, title, body, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::text', [s.tenantId, su, Title.trim(), text, s.userId],
    );
    reply.code(201);
    return { Data: { Id: Number(row.id), SaleUnit: su, Title: Title.trim(), Body: text } };
  });

  r.delete('/api/chat/quick-replies/:id', {
    schema: { response: { 200: DeletedSchema }, tags: TAGS, security: SECURITY, summary: 'Remove a canned answer', params: ConversationParams },
  }, async (request) => {
    const s = await staff(request);
    const rows = await app.db.query(
      `DELETE FROM chat_quick_replies WHERE tenant_id = $1 AND id = $2 AND (sale_unit = ANY($3::text[]) OR (sale_unit IS NULL AND $4)) RETURNING id`,
      [s.tenantId, request.params.id, [...s.saleUnits], s.superAdmin],
    );
    if (!rows.length) throw notFound('Quick reply not found');
    return { Deleted: true as const };
  });
}
