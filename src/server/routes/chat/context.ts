import type { ChatNotifier } from '../../providers/chat-notify/index';
import type { ChatHub } from './hub';

/** What the chat route modules share (created once per app in index.ts). */
export interface ChatContext {
  hub: ChatHub;
  notifier: ChatNotifier;
}

export const TAGS = ['chat'];
export const SECURITY = [{ bearer: [] }];
