import type { messagingApi } from '@line/bot-sdk';
import type { OidcProvider } from '../oidc/types';

/** LINE Login is OpenID Connect (authorization code + PKCE, https://access.line.me). */
export type LineLoginProvider = OidcProvider;

export type LineMessage = messagingApi.Message;

export interface LinePush {
  tenantId: string;
  /** LINE user id (U…) of the recipient. */
  to: string;
  messages: LineMessage[];
  /** Same key on a retry: LINE answers 409 instead of sending twice (X-Line-Retry-Key). */
  retryKey: string;
  kind: string;
}

/** Sends push messages (Messaging API). Throws on failure; the caller records and retries. */
export interface LineMessagingProvider {
  push(push: LinePush): Promise<void>;
}
