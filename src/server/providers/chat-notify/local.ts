import fs from 'node:fs';
import path from 'node:path';
import type { ChatNotification, ChatNotifier } from './index';

/** Development/test notifier: one JSON line per notification in `$DATA_DIR/outbox/chat-notify.log`. */
export class LocalChatNotifier implements ChatNotifier {
  readonly file: string;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
    this.file = path.join(dataDir, 'outbox', 'chat-notify.log');
  }

  async notifyCustomer(n: ChatNotification): Promise<'sent'> {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${JSON.stringify({ at: new Date(this.now()).toISOString(), ...n })}\n`);
    return 'sent';
  }

  /** The notifications written so far (tests, the dev outbox). */
  read(): (ChatNotification & { at: string })[] {
    if (!fs.existsSync(this.file)) return [];
    return fs.readFileSync(this.file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }
}
