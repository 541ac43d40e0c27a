import type { ApiArea } from '../api/http';
import { tokenFor } from '../api/http';
import type { ChatMessage } from '../api/chat';
import { rootSession } from '../session/root-session';

/**
 * One live chat stream per area (`GET api/chat/stream`), shared by every chat component of the
 * tab. It is read with fetch rather than EventSource so the bearer token goes in a header, and it
 * resumes itself: after a drop it reconnects with `Last-Event-ID` = the last message id seen, and
 * the server replays exactly what was missed (docs/chat.md "Live delivery").
 */
export type LiveEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversationId: number; side: 'customer' | 'staff'; readId: number }
  | { type: 'conversation'; conversationId: number; status: 'open' | 'closed' }
  | { type: 'ready' }
  | { type: 'reset' }
  | { type: 'connection'; connected: boolean };

type Listener = (e: LiveEvent) => void;

class LiveStream {
  private listeners = new Set<Listener>();
  private controller: AbortController | null = null;
  private lastId: number | null = null;
  private token: string | null = null;
  private retry = 1000;
  connected = false;

  constructor(private readonly area: ApiArea) {}

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    this.ensure();
    // A component that joins a stream already live (the chat button opened it first) missed the
    // stream's 'ready' and whatever came before it: its own 'ready' makes it fill that gap.
    if (this.connected) queueMicrotask(() => { if (this.listeners.has(l)) l({ type: 'ready' }); });
    return () => {
      this.listeners.delete(l);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** (Re)connects when the session token changed (login, logout). */
  ensure(): void {
    const token = tokenFor(this.area);
    if (token === this.token && this.controller) return;
    this.stop();
    this.token = token;
    this.lastId = null;
    if (token && this.listeners.size > 0) void this.run(token);
  }

  private stop(): void {
    this.controller?.abort();
    this.controller = null;
    this.setConnected(false);
  }

  private emit(e: LiveEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  private setConnected(c: boolean): void {
    if (this.connected === c) return;
    this.connected = c;
    this.emit({ type: 'connection', connected: c });
  }

  private async run(token: string): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    while (!controller.signal.aborted) {
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
        if (rootSession.tenantId) headers.TenantId = rootSession.tenantId;
        if (this.lastId !== null) headers['Last-Event-ID'] = String(this.lastId);
        const res = await fetch('/api/chat/stream', { headers, signal: controller.signal, credentials: 'same-origin' });
        if (res.status === 401 || res.status === 403) return; // not for this session (chat off, salesperson as customer)
        if (!res.ok || !res.body) throw new Error(String(res.status));
        this.retry = 1000;
        await this.read(res.body, controller.signal);
      } catch {
        if (controller.signal.aborted) return;
      }
      this.setConnected(false);
      if (controller.signal.aborted) return;
      await new Promise((r) => setTimeout(r, this.retry));
      this.retry = Math.min(this.retry * 2, 10_000);
    }
  }

  private async read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    while (!signal.aborted) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        this.block(buffer.slice(0, idx));
        buffer = buffer.slice(idx + 2);
      }
    }
  }

  private block(block: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (!data.length) return;
    let payload: Record<string, unknown>;
    try { payload = JSON.parse(data.join('\n')); } catch { return; }
    if (event === 'ready') {
      const last = Number(payload.LastId);
      if (this.lastId === null || last > this.lastId) this.lastId = last;
      this.setConnected(true);
      this.emit({ type: 'ready' });
    } else if (event === 'message') {
      if (id) this.lastId = Math.max(this.lastId ?? 0, Number(id));
      this.emit({ type: 'message', message: payload as unknown as ChatMessage });
    } else if (event === 'read') {
      this.emit({ type: 'read', conversationId: Number(payload.ConversationId), side: payload.Side as 'customer' | 'staff', readId: Number(payload.ReadId) });
    } else if (event === 'conversation') {
      this.emit({ type: 'conversation', conversationId: Number(payload.ConversationId), status: payload.Status as 'open' | 'closed' });
    } else if (event === 'reset') {
      this.emit({ type: 'reset' });
    }
  }
}

const streams = new Map<ApiArea, LiveStream>();

export function liveStream(area: ApiArea): LiveStream {
  let s = streams.get(area);
  if (!s) {
    s = new LiveStream(area);
    streams.set(area, s);
  }
  return s;
}
