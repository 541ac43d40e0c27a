import type { Db, Queryable, Unlisten } from '../db/index';

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

type Listener = (notice: ChatNotice) => void;

/** Fan-out of chat events between server processes through Postgres LISTEN/NOTIFY (like ConfigBus). */
export class ChatBus {
  private listeners = new Set<Listener>();
  private unlisten?: Unlisten;

  constructor(private readonly db: Db, private readonly onError: (err: unknown) => void = () => {}) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.db.listen(CHAT_CHANNEL, (payload) => {
      let notice: ChatNotice;
      try {
        notice = JSON.parse(payload) as ChatNotice;
      } catch (err) {
        this.onError(err);
        return;
      }
      for (const l of this.listeners) {
        try {
          l(notice);
        } catch (err) {
          this.onError(err);
        }
      }
    });
  }

  /** Call inside the writing transaction: delivered only if it commits, in commit order. */
  static async notify(q: Queryable, notice: ChatNotice): Promise<void> {
    await q.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(notice)]);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.listeners.clear();
  }
}
