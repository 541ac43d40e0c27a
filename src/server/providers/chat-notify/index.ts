/**
 * Tells a customer who is not looking at the shop that support answered (docs/chat.md "Offline
 * notification"). `line.ts` sends it through the tenant's LINE messaging provider to customers who
 * linked LINE; `local.ts` is the development outbox (also the fallback for the others outside
 * production).
 */
export interface ChatNotification {
  tenantId: string;
  customerCode: string;
  conversationId: number;
  /** The staff message this is about (makes a retry the same message). */
  messageId?: number;
  saleUnit: string;
  /** Who answered and the start of what they said (plain text). */
  senderName: string;
  preview: string;
  /** Path in the storefront that opens the conversation. */
  link: string;
}

export interface ChatNotifier {
  /** 'sent' when delivered to the provider; 'not-linked' when the customer has no channel there. */
  notifyCustomer(n: ChatNotification): Promise<'sent' | 'not-linked'>;
}
