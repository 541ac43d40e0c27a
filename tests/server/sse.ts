/** A minimal server-sent-events reader over fetch, as a browser's EventSource would see the stream. */
export interface SseEvent { event: string; data: unknown; at: number; id?: string }

export class SseClient {
  events: SseEvent[] = [];
  comments = 0;
  private controller = new AbortController();
  private waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  status = 0;
  headers?: Headers;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const c = new SseClient();
    const res = await fetch(url, { signal: c.controller.signal, headers: { accept: 'text/event-stream', ...headers } });
    c.status = res.status;
    c.headers = res.headers;
    if (res.body) void c.pump(res.body);
    return c;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let idx;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          this.parse(block);
        }
      }
    } catch {
      // aborted
    }
  }

  private parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments++;
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (!data.length) return;
    const e: SseEvent = { event, data: JSON.parse(data.join('\n')), at: Date.now(), ...(id !== undefined ? { id } : {}) };
    this.events.push(e);
    this.waiters = this.waiters.filter((w) => {
      if (!w.match(e)) return true;
      w.resolve(e);
      return false;
    });
  }

  next(match: (e: SseEvent) => boolean, timeoutMs = 3000): Promise<SseEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching SSE event within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match, resolve: (e) => { clearTimeout(timer); resolve(e); } });
    });
  }

  close(): void { this.controller.abort(); }
}
