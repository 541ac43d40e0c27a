/**
 * Tells a customer who is not looking at the shop that support answered (docs/chat.md "Offline
 * notification"). The LINE messaging provider (src/server/providers/line/, another issue) is meant
 * to implement this for customers who linked LINE; until then the local outbox records what would
 * have been sent.
 */
export interface ChatNotification {
  tenantId: string;
  customerCode: string;
  conversationId: number;
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
