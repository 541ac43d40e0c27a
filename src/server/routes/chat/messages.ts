import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX } from '../../../domain/chat';
import { badRequest, type FieldError } from '../../errors';
import { Body, Query, SaleUnit } from '../schemas';
import { orderCard, productCard } from './cards';
import { SECURITY, TAGS, type ChatContext } from './context';
import { MessagePageSchema, MessageSentSchema, ReadSchema } from './responses';
import { participantOf, type BuyerParticipant, type Participant } from './participant';
import { insertMessage, markRead, MESSAGE_COLUMNS, messageDto, openBuyerConversation, type ConversationRow, type MessageRow } from './store';
import { conversationFor, conversationRowFor } from './views';

export const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: "The sender's own id for the message (a UUID): a retry with the same id returns the first message" });
const Id = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
export const ConversationParams = Type.Object({ id: Id }, { additionalProperties: false });

const SendBody = Body({
  ClientId,
  Kind: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('order'), Type.Literal('product')]),
  SaleUnit: Type.Optional(SaleUnit),
  ConversationId: Type.Optional(Id),
  Text: Type.Optional(Type.String({ maxLength: CHAT_TEXT_MAX })),
  UploadId: Type.Optional(Type.String({ format: 'uuid' })),
  OrderId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' })),
  ProductCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
}, 'Buyers address a centre (SaleUnit, default the token\'s), staff a conversation (ConversationId). Text goes with every kind (a caption for an image or card).');

/** The buyer may chat with a centre they belong to (a guest: any active centre). */
async function assertBuyerCentre(app: FastifyInstance, p: BuyerParticipant, saleUnit: string): Promise<void> {
  const ok = p.ownerKind === 'guest'
    ? !!(await app.centers.find(p.tenantId, saleUnit))
    : (await app.db.query('SELECT 1 FROM customer_centers WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3', [p.tenantId, p.ownerId, saleUnit])).length > 0;
  if (!ok) throw badRequest('Invalid request', [{ field: '/body/SaleUnit', reason: 'is not a distribution centre you belong to' }]);
}

/** Sending, reading and paging messages: the same endpoints for both sides, each checked against the participant. */
export default async function chatMessageRoutes(app: FastifyInstance, ctx: ChatContext): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/chat/messages', {
    schema: { response: { 200: MessageSentSchema, 201: MessageSentSchema }, tags: TAGS, security: SECURITY, summary: 'Send a message (text, image, order or product card); idempotent per ClientId', body: SendBody },
  }, async (request, reply) => {
    const p = await participantOf(app, request);
    const b = request.body;
    const text = (b.Text ?? '').replace(/\r\n/g, '\n');
    const errors: FieldError[] = [];
    if (b.Kind === 'text' && text.trim() === '') errors.push({ field: '/body/Text', reason: 'is required for a text message' });
    if (b.Kind === 'image' && !b.UploadId) errors.push({ field: '/body/UploadId', reason: 'is required for an image (POST api/chat/images first)' });
    if (b.Kind === 'order' && !b.OrderId) errors.push({ field: '/body/OrderId', reason: 'is required for an order card' });
    if (b.Kind === 'product' && !b.ProductCode) errors.push({ field: '/body/ProductCode', reason: 'is required for a product card' });
    if (p.side === 'staff' && !b.ConversationId) errors.push({ field: '/body/ConversationId', reason: 'is required for staff' });
    if (p.side === 'customer' && b.ConversationId) errors.push({ field: '/body/ConversationId', reason: 'is set by the server for buyers; send SaleUnit' });
    const saleUnit = p.side === 'customer' ? b.SaleUnit ?? p.saleUnit : '';
    if (p.side === 'customer' && !saleUnit) errors.push({ field: '/body/SaleUnit', reason: 'is required' });
    if (errors.length) throw badRequest('Invalid request', errors);
    if (p.side === 'customer') await assertBuyerCentre(app, p, saleUnit);

    const { message, created } = await app.db.transaction(async (tx) => {
      const conv: ConversationRow = p.side === 'customer' ? await openBuyerConversation(tx, p, saleUnit) : await conversationRowFor(tx, p, b.ConversationId!);
      let uploadId: string | null = null;
      if (b.Kind === 'image') {
        const senderKind = p.side === 'staff' ? 'staff' : p.ownerKind;
        const senderId = p.side === 'staff' ? p.userId : p.ownerId;
        const [u] = await tx.query(`SELECT 1 FROM uploads WHERE tenant_id = $1 AND upload_id = $2 AND kind = 'chat-image' AND owner_kind = $3 AND owner_id = $4`, [p.tenantId, b.UploadId, senderKind, senderId]);
        if (!u) throw badRequest('Invalid request', [{ field: '/body/UploadId', reason: 'is not an image you uploaded' }]);
        uploadId = b.UploadId!;
      }
      const card = b.Kind === 'order' ? await orderCard(tx, conv, b.OrderId!) : b.Kind === 'product' ? await productCard(tx, p.tenantId, b.ProductCode!) : null;
      const res = await insertMessage(tx, conv, p, { clientId: b.ClientId, kind: b.Kind, text, uploadId, card });
      if (res.created && p.side === 'staff' && conv.owner_kind === 'customer') await ctx.notifyOffline(conv.tenant_id, Number(res.message.id), tx);
      return { ...res, conv };
    });
    reply.code(created ? 201 : 200);
    return { Data: messageDto(message), Created: created };
  });

  r.get('/api/chat/conversations/:id/messages', {
    schema: {
      response: { 200: MessagePageSchema }, tags: TAGS, security: SECURITY, summary: 'A page of messages, newest first (before: older than that id; after: newer, oldest first)',
      params: ConversationParams,
      querystring: Query({ before: Type.Optional(Id), after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })), take: Type.Integer({ minimum: 1, maximum: 100, default: CHAT_PAGE_SIZE }) }),
    },
  }, async (request) => {
    const p = await participantOf(app, request);
    const conv = await conversationFor(app.db, p, request.params.id);
    const { before, after, take } = request.query;
    if (before !== undefined && after !== undefined) throw badRequest('Invalid request', [{ field: '/query/after', reason: 'cannot be combined with before' }]);
    const rows = after !== undefined
      ? await app.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.conversation_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`, [conv.id, after, take + 1])
      : await app.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT $3`, [conv.id, before ?? null, take + 1]);
    const more = rows.length > take;
    return { Data: rows.slice(0, take).map(messageDto), HasMore: more };
  });

  r.post('/api/chat/conversations/:id/read', {
    schema: {
      response: { 200: ReadSchema }, tags: TAGS, security: SECURITY, summary: 'Read receipt: the caller has seen every message up to UpTo (the other side sees it live)',
      params: ConversationParams, body: Body({ UpTo: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) }),
    },
  }, async (request) => {
    const p = await participantOf(app, request);
    const readId = await app.db.transaction(async (tx) => {
      const conv = await conversationFor(tx, p, request.params.id);
      return markRead(tx, conv, p.side, request.body.UpTo);
    });
    return { ReadId: readId };
  });
}

export type { Participant };
