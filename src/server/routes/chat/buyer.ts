import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf } from '../../auth/guards';
import { badRequest, forbidden } from '../../errors';
import { ChatBus } from '../../live/chat-bus';
import { Body, Query, SaleUnit } from '../schemas';
import { SECURITY, TAGS } from './context';
import { ConversationParams } from './messages';
import { participantOf, requireBuyer, visibleClause } from './participant';
import { CONVERSATION_COLUMNS, noticeKeys, type ConversationRow } from './store';
import { ConversationListSchema, ConversationOneSchema, GuestClaimSchema, RoomSchema } from './responses';
import { conversationDtos, conversationFor, conversationSelect } from './views';

/** The buyer side: my conversations, one conversation, the room of a centre, and the guest hand-over at login. */
export default async function chatBuyerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/chat/conversations', {
    schema: {
      response: { 200: ConversationListSchema }, tags: TAGS, security: SECURITY, summary: "The buyer's conversations (one per centre), newest first, with unread counts",
      querystring: Query({ saleUnit: Type.Optional(SaleUnit) }),
    },
  }, async (request) => {
    const p = requireBuyer(await participantOf(app, request));
    const where = visibleClause(p, 1);
    const su = request.query.saleUnit;
    const rows = await app.db.query<Parameters<typeof conversationDtos>[1][number]>(
      `${conversationSelect('customer')} WHERE ${where.sql}${su ? ` AND c.sale_unit = $${where.params.length + 1}` : ''}
       ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT 100`,
      su ? [...where.params, su] : where.params,
    );
    const Data = await conversationDtos(app, rows);
    return { Data, Unread: Data.reduce((n, c) => n + c.Unread, 0) };
  });

  r.get('/api/chat/conversations/:id', {
    schema: { response: { 200: ConversationOneSchema }, tags: TAGS, security: SECURITY, summary: 'One conversation the caller takes part in (404 otherwise)', params: ConversationParams },
  }, async (request) => {
    const p = await participantOf(app, request);
    const [dto] = await conversationDtos(app, [await conversationFor(app.db, p, request.params.id)]);
    return { Data: dto };
  });

  r.get('/api/chat/room', {
    schema: {
      response: { 200: RoomSchema }, tags: TAGS, security: SECURITY, summary: "The buyer's conversation with a centre (default: the token's), or null before the first message",
      querystring: Query({ saleUnit: Type.Optional(SaleUnit) }),
    },
  }, async (request) => {
    const p = requireBuyer(await participantOf(app, request));
    const saleUnit = request.query.saleUnit ?? p.saleUnit;
    const centre = await app.centers.find(p.tenantId, saleUnit);
    if (!centre) throw badRequest('Invalid request', [{ field: '/query/saleUnit', reason: 'is not a distribution centre of this shop' }]);
    const where = visibleClause(p, 1);
    const rows = await app.db.query<Parameters<typeof conversationDtos>[1][number]>(
      `${conversationSelect('customer')} WHERE ${where.sql} AND c.sale_unit = $${where.params.length + 1}`, [...where.params, saleUnit],
    );
    const [dto] = await conversationDtos(app, rows);
    return { Data: dto ?? null, SaleUnit: saleUnit, CentreName: centre.distName };
  });

  r.post('/api/chat/guest/claim', {
    schema: {
      response: { 200: GuestClaimSchema }, tags: TAGS, security: SECURITY,
      summary: 'After login: move the conversations of the guest session (proved by its token) to the signed-in customer',
      body: Body({ GuestToken: Type.String({ minLength: 10, maxLength: 4000 }) }),
    },
  }, async (request) => {
    const p = requireBuyer(await participantOf(app, request));
    if (p.ownerKind !== 'customer') throw forbidden();
    const verified = await app.tokens.verify(request.body.GuestToken);
    const guest = verified.ok ? verified.claims : null;
    if (!guest || guest.Kind !== 'guest' || guest.TenantId !== claimsOf(request).TenantId || !guest.UserId.startsWith('GUEST-')) {
      throw badRequest('Invalid request', [{ field: '/body/GuestToken', reason: 'is not a guest session of this shop' }]);
    }
    const moved = await app.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('talad_chat:' || $1))", [p.tenantId]);
      const from = await tx.query<ConversationRow>(
        `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.tenant_id = $1 AND c.owner_kind = 'guest' AND c.owner_id = $2 FOR UPDATE`,
        [p.tenantId, guest.UserId],
      );
      const ids: number[] = [];
      for (const g of from) {
        const [mine] = await tx.query<ConversationRow>(
          `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.tenant_id = $1 AND c.owner_kind = 'customer' AND c.owner_id = $2 AND c.sale_unit = $3 FOR UPDATE`,
          [p.tenantId, p.ownerId, g.sale_unit],
        );
        await tx.query("UPDATE chat_messages SET sender_kind = 'customer', sender_id = $2, sender_name = $3 WHERE conversation_id = $1 AND sender_kind = 'guest'", [g.id, p.ownerId, p.name]);
        let target: ConversationRow;
        if (mine) {
          // Merge into the customer's conversation with that centre; the merged one keeps the latest state.
          await tx.query('UPDATE chat_messages SET conversation_id = $2 WHERE conversation_id = $1', [g.id, mine.id]);
          const [t] = await tx.query<ConversationRow>(
            `UPDATE chat_conversations c SET status = 'open',
               last_message_id = GREATEST(c.last_message_id, $2), last_customer_message_id = GREATEST(c.last_customer_message_id, $3),
               last_staff_message_id = GREATEST(c.last_staff_message_id, $4),
               last_message_at = CASE WHEN $2 > c.last_message_id THEN $5 ELSE c.last_message_at END,
               last_preview = CASE WHEN $2 > c.last_message_id THEN $6 ELSE c.last_preview END,
               last_sender = CASE WHEN $2 > c.last_message_id THEN $7 ELSE c.last_sender END,
               last_kind = CASE WHEN $2 > c.last_message_id THEN $8 ELSE c.last_kind END, updated_at = now()
             WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`,
            [mine.id, g.last_message_id, g.last_customer_message_id, g.last_staff_message_id, g.last_message_at, g.last_preview, g.last_sender, g.last_kind],
          );
          await tx.query('DELETE FROM chat_conversations WHERE id = $1', [g.id]);
          target = t;
        } else {
          const [t] = await tx.query<ConversationRow>(
            `UPDATE chat_conversations c SET owner_kind = 'customer', owner_id = $2, owner_name = $3, owner_mobile = $4, updated_at = now() WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`,
            [g.id, p.ownerId, p.name, p.mobile],
          );
          target = t;
        }
        await tx.query("UPDATE uploads SET owner_kind = 'customer', owner_id = $3 WHERE tenant_id = $1 AND kind = 'chat-image' AND owner_kind = 'guest' AND owner_id = $2", [p.tenantId, guest.UserId, p.ownerId]);
        await ChatBus.notify(tx, { type: 'conversation', ...noticeKeys(target), status: target.status });
        ids.push(Number(target.id));
      }
      return ids;
    });
    return { Conversations: moved };
  });
}
