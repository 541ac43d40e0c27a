import type { Db, Queryable } from '../db/index';
import { NotifyChannel } from './notify-channel';

export const CHAT_CHANNEL = 'talad_chat';

/**
 * What travels on `talad_chat` (ids and routing keys only: NOTIFY payloads are small, and every
 * process reads a message once from the database however many of its streams want it).
 * `owner` is `<owner_kind>:<owner_id>`; `sales` and `assigned` let a process filter staff streams
 * under CHAT_RELEVANT_SALES_ONLY without a query.
 */
export interface ChatNotice {
  type: 'message' | 'read' | 'conversation';
  tenantId: string;
  conversationId: number;
  owner: string;
  saleUnit: string;
  assigned: string | null;
  sales: string | null;
  /** message: its id; read: the id read up to. */
  messageId?: number;
  /** read: which side read. */
  side?: 'customer' | 'staff';
  /** conversation: the new status. */
  status?: 'open' | 'closed';
  /** message: the message itself when it fits in the payload (else read by id). */
  message?: unknown;
}

/** Fan-out of chat events between server processes through Postgres LISTEN/NOTIFY (notify-channel.ts). */
export class ChatBus extends NotifyChannel<ChatNotice> {
  constructor(db: Db, onError: (err: unknown) => void = () => {}) {
    super(db, CHAT_CHANNEL, onError);
  }

  /** Call inside the writing transaction: delivered only if it commits, in commit order. */
  static async notify(q: Queryable, notice: ChatNotice): Promise<void> {
    await NotifyChannel.send(q, CHAT_CHANNEL, notice);
  }
}
