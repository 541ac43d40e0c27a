import type { Queryable } from '../../db/index';
import type { ChatHub } from './hub';

/** What the chat route modules share (created once per app in index.ts). */
export interface ChatContext {
  hub: ChatHub;
  /** Queues the offline notification for a staff message (inside the message's transaction). */
  notifyOffline(tenantId: string, messageId: number, tx: Queryable): Promise<unknown>;
}

export const TAGS = ['chat'];
export const SECURITY = [{ bearer: [] }];
