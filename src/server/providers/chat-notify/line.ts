import { createHash } from 'node:crypto';
import type { LineMessage, LineMessagingProvider } from '../line/types';
import type { ChatNotification, ChatNotifier } from './index';

export interface LineChatNotifierDeps {
  /** The LINE user id the customer linked in this tenant, or null. */
  lineUserOf(tenantId: string, customerCode: string): Promise<string | null>;
  /** The tenant's messaging provider, or null when its LINE pushes are off or it has no channel. */
  messaging(tenantId: string): Promise<LineMessagingProvider | null>;
  /** The message a phone shows (flex in the tenant's wording and colour). */
  render(n: ChatNotification): LineMessage[];
}

/** X-Line-Retry-Key is a UUID: the same notification always gets the same one, so a retry is never a second message. */
export function chatRetryKey(n: ChatNotification): string {
  const h = createHash('sha256').update(`chat|${n.tenantId}|${n.conversationId}|${n.messageId ?? n.preview}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Chat notifications through LINE (issue 15 on top of issue 14's messaging provider): a customer
 * who linked LINE gets a push; anybody else is handed to `fallback` (the local outbox outside
 * production) or answered 'not-linked'. A failed push throws, so the job retries it with the same
 * retry key.
 */
export class LineChatNotifier implements ChatNotifier {
  constructor(private readonly deps: LineChatNotifierDeps, private readonly fallback: ChatNotifier | null = null) {}

  async notifyCustomer(n: ChatNotification): Promise<'sent' | 'not-linked'> {
    const to = await this.deps.lineUserOf(n.tenantId, n.customerCode);
    const provider = to ? await this.deps.messaging(n.tenantId) : null;
    if (!to || !provider) return this.fallback ? this.fallback.notifyCustomer(n) : 'not-linked';
    await provider.push({ tenantId: n.tenantId, to, kind: 'chat', retryKey: chatRetryKey(n), messages: this.deps.render(n) });
    return 'sent';
  }
}
