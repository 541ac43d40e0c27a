import fs from 'node:fs';
import path from 'node:path';
import type { LineMessagingProvider, LinePush } from './types';

export interface LineOutboxEntry extends LinePush {
  sentAt: string;
}

/**
 * Development messaging: one JSON line per push in `$DATA_DIR/outbox/line.log`, read back by
 * `GET api/dev/line-outbox` (like the OTP outbox). `failNext` lets a test make sends fail.
 */
export class LineOutbox implements LineMessagingProvider {
  readonly file: string;
  failNext = 0;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
    this.file = path.join(dataDir, 'outbox', 'line.log');
  }

  async push(p: LinePush): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('local outbox: send failed on purpose (failNext)');
    }
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    const entry: LineOutboxEntry = { ...p, sentAt: new Date(this.now()).toISOString() };
    await fs.promises.appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }

  /** Newest first, optionally for one tenant and LINE user. */
  async read(filter: { tenantId?: string; to?: string; limit?: number } = {}): Promise<LineOutboxEntry[]> {
    let text = '';
    try {
      text = await fs.promises.readFile(this.file, 'utf8');
    } catch {
      return [];
    }
    const out: LineOutboxEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as LineOutboxEntry;
        if (filter.tenantId && e.tenantId !== filter.tenantId) continue;
        if (filter.to && e.to !== filter.to) continue;
        out.push(e);
      } catch {
        // a torn line is skipped
      }
    }
    return out.reverse().slice(0, filter.limit ?? 10);
  }
}
