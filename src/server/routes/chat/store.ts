import type { Queryable } from '../../db/index';
import type { OrderCard, ProductCard } from './cards';
import { CHAT_CHANNEL, ChatBus, type ChatNotice } from '../../live/chat-bus';
import { ownerKey, type BuyerParticipant, type Participant } from './participant';

export interface ConversationRow {
  tenant_id: string;
  id: string;
  owner_kind: 'customer' | 'guest';
  owner_id: string;
  owner_name: string;
  owner_mobile: string;
  sale_unit: string;
  status: 'open' | 'closed';
  assigned_to: string | null;
  sales_id: string | null;
  last_message_id: string;
  last_message_at: Date | null;
  last_preview: string;
  last_sender: string;
  last_kind: string;
  customer_read_id: string;
  staff_read_id: string;
  last_customer_message_id: string;
  last_staff_message_id: string;
  created_at: Date;
}

export interface MessageRow {
  tenant_id: string;
  id: string;
  conversation_id: string;
  sender_kind: 'customer' | 'guest' | 'staff';
  sender_id: string;
  sender_name: string;
  client_id: string;
  kind: 'text' | 'image' | 'order' | 'product';
  body: string;
  upload_id: string | null;
  card: OrderCard | ProductCard | null;
  created_at: Date;
}

/** A message as both sides receive it (REST and the live stream). Text is plain text, never HTML. */
export interface MessageDto {
  Id: number;
  ConversationId: number;
  ClientId: string;
  /** 'customer' for the buyer side (guests included), 'staff' for the shop. */
  Side: 'customer' | 'staff';
  SenderName: string;
  Kind: MessageRow['kind'];
  Text: string;
  ImageUrl: string | null;
  Card: OrderCard | ProductCard | null;
  CreatedAt: string;
}

export const MESSAGE_COLUMNS = 'm.tenant_id, m.id::text, m.conversation_id::text, m.sender_kind, m.sender_id, m.sender_name, m.client_id, m.kind, m.body, m.upload_id, m.card, m.created_at';

export function messageDto(m: MessageRow): MessageDto {
  return {
    Id: Number(m.id),
    ConversationId: Number(m.conversation_id),
    ClientId: m.client_id,
    Side: m.sender_kind === 'staff' ? 'staff' : 'customer',
    SenderName: m.sender_name,
    Kind: m.kind,
    Text: m.body,
    ImageUrl: m.upload_id ? `/api/chat/images/${m.upload_id}` : null,
    Card: m.card,
    CreatedAt: new Date(m.created_at).toISOString(),
  };
}

export function noticeKeys(c: Pick<ConversationRow, 'tenant_id' | 'id' | 'owner_kind' | 'owner_id' | 'sale_unit' | 'assigned_to' | 'sales_id'>): Omit<ChatNotice, 'type'> {
  return {
    tenantId: c.tenant_id, conversationId: Number(c.id), owner: ownerKey(c.owner_kind, c.owner_id),
    saleUnit: c.sale_unit, assigned: c.assigned_to, sales: c.sales_id,
  };
}

export const CONVERSATION_COLUMNS = `c.tenant_id, c.id::text, c.owner_kind, c.owner_id, c.owner_name, c.owner_mobile, c.sale_unit, c.status,
  c.assigned_to, c.sales_id, c.last_message_id::text, c.last_message_at, c.last_preview, c.last_sender, c.last_kind,
  c.customer_read_id::text, c.staff_read_id::text, c.last_customer_message_id::text, c.last_staff_message_id::text, c.created_at`;

/**
 * The buyer's conversation with a centre, created (or reopened) for a new message. The customer's
 * own salesperson is the one who last placed an order for them at that centre.
 */
export async function openBuyerConversation(tx: Queryable, p: BuyerParticipant, saleUnit: string): Promise<ConversationRow> {
  const [row] = await tx.query<ConversationRow>(
    `INSERT INTO chat_conversations AS c (tenant_id, owner_kind, owner_id, owner_name, owner_mobile, sale_unit, sales_id)
     VALUES ($1, $2, $3, $4, $5, $6,
       (SELECT o.salesperson_id FROM orders o WHERE $2 = 'customer' AND o.tenant_id = $1 AND o.customer_code = $3 AND o.sale_unit = $6
          AND o.salesperson_id IS NOT NULL ORDER BY o.created_at DESC LIMIT 1))
     ON CONFLICT (tenant_id, owner_kind, owner_id, sale_unit)
       DO UPDATE SET status = 'open', owner_name = EXCLUDED.owner_name, owner_mobile = EXCLUDED.owner_mobile
     RETURNING ${CONVERSATION_COLUMNS}`,
    [p.tenantId, p.ownerKind, p.ownerId, p.name, p.mobile, saleUnit],
  );
  return row;
}

export interface NewMessage {
  clientId: string;
  kind: MessageRow['kind'];
  text: string;
  uploadId: string | null;
  card: OrderCard | ProductCard | null;
}

/**
 * Inserts one message (or returns the one this sender already sent with this client id) and
 * announces it. Ids are taken under a per-tenant transaction lock so they commit in order.
 */
export async function insertMessage(tx: Queryable, conv: ConversationRow, sender: Participant, msg: NewMessage): Promise<{ message: MessageRow; created: boolean }> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('talad_chat:' || $1))", [conv.tenant_id]);
  const senderKind = sender.side === 'staff' ? 'staff' : sender.ownerKind;
  const senderId = sender.side === 'staff' ? sender.userId : sender.ownerId;
  const [message] = await tx.query<MessageRow>(
    `INSERT INTO chat_messages AS m (tenant_id, id, conversation_id, sender_kind, sender_id, sender_name, client_id, kind, body, upload_id, card)
     VALUES ($1, nextval('chat_message_ids'), $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (conversation_id, sender_kind, sender_id, client_id) DO NOTHING
     RETURNING ${MESSAGE_COLUMNS}`,
    [conv.tenant_id, conv.id, senderKind, senderId, sender.name, msg.clientId, msg.kind, msg.text, msg.uploadId, msg.card ? JSON.stringify(msg.card) : null],
  );
  if (!message) {
    // A retry of a message already stored: the first one, unchanged and not announced again.
    const [existing] = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.conversation_id = $1 AND m.sender_kind = $2 AND m.sender_id = $3 AND m.client_id = $4`,
      [conv.id, senderKind, senderId, msg.clientId],
    );
    return { message: existing, created: false };
  }
  const staff = sender.side === 'staff';
  // The message travels in the notice when it fits (NOTIFY payloads stop at 8,000 bytes), so the
  // other processes deliver it without reading it back.
  const notice: ChatNotice = { type: 'message', ...noticeKeys(conv), messageId: Number(message.id) };
  const withMessage = JSON.stringify({ ...notice, message: messageDto(message) });
  const payload = Buffer.byteLength(withMessage) < 7500 ? withMessage : JSON.stringify(notice);
  // The sender has seen everything up to their own message. One statement: update, then announce.
  await tx.query(
    `WITH u AS (
       UPDATE chat_conversations SET last_message_id = $2, last_message_at = $3, last_preview = $4, last_sender = $5, last_kind = $6, updated_at = now(),
         ${staff ? 'last_staff_message_id = $2, staff_read_id = $2' : "last_customer_message_id = $2, customer_read_id = $2, status = 'open'"}
       WHERE id = $1 RETURNING 1)
     SELECT pg_notify('${CHAT_CHANNEL}', $7) FROM u`,
    [conv.id, message.id, message.created_at, msg.text.slice(0, 140), staff ? 'staff' : 'customer', msg.kind, payload],
  );
  return { message, created: true };
}

/** Read receipt: the side has seen every message up to `upTo` (never moves backwards). */
export async function markRead(tx: Queryable, conv: Omit<ConversationRow, never>, side: 'customer' | 'staff', upTo: number): Promise<number> {
  const col = side === 'staff' ? 'staff_read_id' : 'customer_read_id';
  const [row] = await tx.query<{ read: string; changed: boolean }>(
    `WITH old AS (SELECT ${col} AS v FROM chat_conversations WHERE id = $1 FOR UPDATE)
     UPDATE chat_conversations c SET ${col} = GREATEST(old.v, LEAST($2::bigint, c.last_message_id)) FROM old
     WHERE c.id = $1 RETURNING c.${col}::text AS read, c.${col} <> old.v AS changed`,
    [conv.id, upTo],
  );
  if (row.changed) await ChatBus.notify(tx, { type: 'read', ...noticeKeys(conv), side, messageId: Number(row.read) });
  return Number(row.read);
}
