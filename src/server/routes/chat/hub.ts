import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';
import type { ChatBus, ChatNotice } from '../../live/chat-bus';
import { canSee, ownerKey, type Participant } from './participant';
import { MESSAGE_COLUMNS, messageDto, type MessageDto, type MessageRow } from './store';

export const HEARTBEAT_MS = 15_000;
/** Presence rows older than this count as a crashed process (see chat_presence). */
export const PRESENCE_STALE_SECONDS = 90;

export interface ChatStream {
  participant: Participant;
  /** Writes one SSE event; `id` only on message events (the resume cursor). */
  write(chunk: string): void;
  /** Highest message id written: live events at or below it were already replayed. */
  lastId: number;
  /** While replaying, live events wait here (then flushed in order, skipping what was replayed). */
  buffer: { notice: ChatNotice; message?: MessageDto }[] | null;
}

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * This process's open chat streams and the fan-out of bus notices to them: a notice is matched
 * against each stream's participant (the same rule as the REST endpoints), and a message is read
 * from the database once however many streams want it. Notices are handled one at a time, so
 * every stream receives events in commit order.
 */
export class ChatHub {
  readonly processId = randomUUID();
  private streams = new Set<ChatStream>();
  private owners = new Map<string, number>();
  private queue = Promise.resolve();
  private heartbeat?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private unsubscribeReconnect?: () => void;
  private beats = 0;

  constructor(private readonly db: Db, private readonly bus: ChatBus, private readonly onError: (err: unknown) => void = () => {}) {}

  start(): void {
    this.unsubscribe = this.bus.subscribe((n) => {
      this.queue = this.queue.then(() => this.deliver(n)).catch(this.onError);
    });
    // Notices sent while the LISTEN connection was down are lost: `reset` has every client read
    // its conversations again (as after a replay too long to send).
    this.unsubscribeReconnect = this.bus.onReconnect(() => {
      this.queue = this.queue.then(() => {
        for (const s of this.streams) s.write(sseEvent('reset', { Reason: 'live updates were interrupted' }));
      }).catch(this.onError);
    });
    // One timer for every stream: a comment keeps proxies from closing idle streams, and the
    // presence rows of this process stay fresh.
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.write(': heartbeat\n\n');
      if (++this.beats % 2 === 0 && this.owners.size > 0) {
        this.db.query('UPDATE chat_presence SET seen_at = now() WHERE process_id = $1', [this.processId]).catch(this.onError);
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  async add(stream: ChatStream): Promise<void> {
    this.streams.add(stream);
    const p = stream.participant;
    if (p.side === 'customer') {
      const key = ownerKey(p.ownerKind, p.ownerId);
      const n = (this.owners.get(key) ?? 0) + 1;
      this.owners.set(key, n);
      await this.db.query(
        `INSERT INTO chat_presence (tenant_id, owner_kind, owner_id, process_id, streams) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, owner_kind, owner_id, process_id) DO UPDATE SET streams = EXCLUDED.streams, seen_at = now()`,
        [p.tenantId, p.ownerKind, p.ownerId, this.processId, n],
      ).catch(this.onError);
    }
  }

  remove(stream: ChatStream): void {
    if (!this.streams.delete(stream)) return;
    const p = stream.participant;
    if (p.side !== 'customer') return;
    const key = ownerKey(p.ownerKind, p.ownerId);
    const n = (this.owners.get(key) ?? 1) - 1;
    if (n > 0) this.owners.set(key, n);
    else this.owners.delete(key);
    const sql = n > 0
      ? 'UPDATE chat_presence SET streams = $5, seen_at = now() WHERE tenant_id = $1 AND owner_kind = $2 AND owner_id = $3 AND process_id = $4'
      : 'DELETE FROM chat_presence WHERE tenant_id = $1 AND owner_kind = $2 AND owner_id = $3 AND process_id = $4';
    this.db.query(sql, n > 0 ? [p.tenantId, p.ownerKind, p.ownerId, this.processId, n] : [p.tenantId, p.ownerKind, p.ownerId, this.processId]).catch(this.onError);
  }

  /** Whether the buyer has an open stream in any server process. */
  async online(tenantId: string, ownerKind: string, ownerId: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM chat_presence WHERE tenant_id = $1 AND owner_kind = $2 AND owner_id = $3 AND streams > 0
         AND seen_at > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}) LIMIT 1`,
      [tenantId, ownerKind, ownerId],
    );
    return rows.length > 0;
  }

  private matches(s: ChatStream, n: ChatNotice): boolean {
    const [kind, ...rest] = n.owner.split(':');
    return canSee(s.participant, {
      tenant_id: n.tenantId, owner_kind: kind, owner_id: rest.join(':'), sale_unit: n.saleUnit, assigned_to: n.assigned, sales_id: n.sales,
    });
  }

  private async deliver(n: ChatNotice): Promise<void> {
    const targets = [...this.streams].filter((s) => this.matches(s, n));
    if (targets.length === 0) return;
    let message: MessageDto | undefined;
    if (n.type === 'message' && n.message) {
      message = n.message as MessageDto;
    } else if (n.type === 'message') {
      const [row] = await this.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.tenant_id = $1 AND m.id = $2`, [n.tenantId, n.messageId]);
      if (!row) return;
      message = messageDto(row);
    }
    for (const s of targets) {
      if (s.buffer) s.buffer.push({ notice: n, message });
      else writeNotice(s, n, message);
    }
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribeReconnect?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.queue;
    if (this.owners.size > 0) await this.db.query('DELETE FROM chat_presence WHERE process_id = $1', [this.processId]).catch(this.onError);
    this.owners.clear();
  }
}

/** Writes a live notice to a stream (messages it already has are skipped). */
export function writeNotice(s: ChatStream, n: ChatNotice, message?: MessageDto): void {
  if (n.type === 'message' && message) {
    if (message.Id <= s.lastId) return;
    s.lastId = message.Id;
    s.write(sseEvent('message', message, message.Id));
  } else if (n.type === 'read') {
    s.write(sseEvent('read', { ConversationId: n.conversationId, Side: n.side, ReadId: n.messageId }));
  } else if (n.type === 'conversation') {
    s.write(sseEvent('conversation', { ConversationId: n.conversationId, Status: n.status, AssignedTo: n.assigned }));
  }
}
