import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { LineMessagingProvider, LinePush } from './types';

/**
 * The real Messaging API (POST https://api.line.me/v2/bot/message/push) through the official SDK.
 * A 409 for a retry key already used means LINE accepted the first attempt: that counts as sent.
 */
export class SdkMessagingProvider implements LineMessagingProvider {
  private readonly client: messagingApi.MessagingApiClient;

  constructor(channelAccessToken: string, baseURL?: string) {
    this.client = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL });
  }

  async push(p: LinePush): Promise<void> {
    try {
      await this.client.pushMessage({ to: p.to, messages: p.messages }, p.retryKey);
    } catch (err) {
      if (err instanceof HTTPFetchError && err.status === 409) return;
      if (err instanceof HTTPFetchError) throw new Error(`LINE push answered ${err.status}: ${err.body.slice(0, 300)}`);
      throw err;
    }
  }
}
