/** Names of the chat components (plain data so node scripts such as the manifest can read it). */
export const CHAT_BUYER_SCREEN_NAMES = ['ChatList', 'ChatConversation', 'ChatRoom', 'ChatGuest', 'ChatAskAboutOrder'] as const;
export const CHAT_MERCHANT_SCREEN_NAMES = ['MerchantChatInbox', 'MerchantChatConversation'] as const;
