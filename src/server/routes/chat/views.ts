import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index';
import { notFound } from '../../errors';
import { visibleClause, type Participant } from './participant';
import { CONVERSATION_COLUMNS, type ConversationRow, type MessageRow } from './store';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

export interface ConversationDto {
  Id: number;
  SaleUnit: string;
  CentreName: string;
  Status: 'open' | 'closed';
  AssignedTo: string | null;
  AssignedName: string | null;
  Customer: { Kind: 'customer' | 'guest'; Code: string; Name: string; MobileNo: string };
  LastMessage: { Id: number; Kind: MessageRow['kind']; Text: string; Side: 'customer' | 'staff'; At: string } | null;
  /** Messages from the other side this viewer has not read. */
  Unread: number;
  CustomerReadId: number;
  StaffReadId: number;
}

type Row = ConversationRow & { unread: string; assigned_name: string | null };

/** Columns plus the viewer's unread count and the assignee's name (on `chat_conversations c`). */
export function conversationSelect(side: 'customer' | 'staff'): string {
  const [from, read] = side === 'customer' ? ['staff', 'customer_read_id'] : ["customer', 'guest", 'staff_read_id'];
  return `SELECT ${CONVERSATION_COLUMNS},
    (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id AND m.id > c.${read} AND m.sender_kind IN ('${from}'))::text AS unread,
    (SELECT u.name FROM merchant_users u WHERE u.tenant_id = c.tenant_id AND u.user_id = c.assigned_to) AS assigned_name
    FROM chat_conversations c`;
}

export async function conversationDtos(app: FastifyInstance, rows: Row[]): Promise<ConversationDto[]> {
  const centres = rows.length ? await app.centers.all(rows[0].tenant_id) : [];
  const name = (su: string) => centres.find((c) => c.saleUnit === su)?.distName ?? su;
  return rows.map((c) => ({
    Id: Number(c.id),
    SaleUnit: c.sale_unit,
    CentreName: name(c.sale_unit),
    Status: c.status,
    AssignedTo: c.assigned_to,
    AssignedName: c.assigned_name,
    Customer: { Kind: c.owner_kind, Code: c.owner_id, Name: c.owner_name, MobileNo: c.owner_mobile },
    // The last_* columns are written together with last_message_at (store.ts insertMessage), from these unions.
    LastMessage: c.last_message_at ? {
      Id: Number(c.last_message_id), Kind: c.last_kind as MessageRow['kind'], Text: c.last_preview, Side: c.last_sender as 'customer' | 'staff', At: new Date(c.last_message_at).toISOString(),
    } : null,
    Unread: Number(c.unread),
    CustomerReadId: Number(c.customer_read_id),
    StaffReadId: Number(c.staff_read_id),
  }));
}

/**
 * The conversation if the caller is one of its participants, else 404 (never 403: whether a
 * conversation id exists is nobody else's business).
 */
export async function conversationFor(q: Queryable, p: Participant, id: number): Promise<Row> {
  const where = visibleClause(p, 2);
  const [row] = await q.query<Row>(
    `${conversationSelect(p.side)} WHERE c.id = $1 AND ${where.sql}`,
    [id, ...where.params],
  );
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** As conversationFor, without the viewer's counts (the send path). */
export async function conversationRowFor(q: Queryable, p: Participant, id: number): Promise<ConversationRow> {
  const where = visibleClause(p, 2);
  const [row] = await q.query<ConversationRow>(`SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.id = $1 AND ${where.sql}`, [id, ...where.params]);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}
