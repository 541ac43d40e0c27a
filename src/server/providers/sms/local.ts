import fs from 'node:fs';
import path from 'node:path';
import type { OtpMessage, OtpProvider } from './provider';

export interface OutboxEntry extends OtpMessage {
  sentAt: string;
}

/**
 * The local provider (development and tests, refused in production): writes one JSON line per
 * message to `$DATA_DIR/outbox/otp.log`, read back by `GET api/dev/outbox`.
 */
export class DevOutboxProvider implements OtpProvider {
  readonly file: string;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
    this.file = path.join(dataDir, 'outbox', 'otp.log');
  }

  async send(message: OtpMessage): Promise<void> {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    const entry: OutboxEntry = { ...message, sentAt: new Date(this.now()).toISOString() };
    await fs.promises.appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }

  /** Latest messages first, optionally for one tenant and mobile number. */
  async read(filter: { tenantId?: string; mobileNo?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
    let text = '';
    try {
      text = await fs.promises.readFile(this.file, 'utf8');
    } catch {
      return [];
    }
    const entries: OutboxEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as OutboxEntry;
        if (filter.tenantId && e.tenantId !== filter.tenantId) continue;
        if (filter.mobileNo && e.mobileNo !== filter.mobileNo) continue;
        entries.push(e);
      } catch {
        // A torn line from a crash is skipped, not fatal.
      }
    }
    return entries.reverse().slice(0, filter.limit ?? 10);
  }
}
