import { onSessionEvent } from '../auth/session-events';
import { loadJson, saveJson } from '../session/persist';

/** localStorage key: the guest session that chatted, to hand its conversation over at login. */
export const GUEST_CHAT_KEY = 'talad.chat.guestToken';

export function rememberGuestChat(token: string): void {
  saveJson(GUEST_CHAT_KEY, token);
}

let started = false;

/** After a login, the guest's conversation moves to the customer (the guest token proves it was theirs). */
export function startGuestChatHandover(): void {
  if (started) return;
  started = true;
  onSessionEvent('customerLogin', async () => {
    const token = loadJson<string>(GUEST_CHAT_KEY);
    if (!token) return;
    saveJson(GUEST_CHAT_KEY, null);
    // The chat API module arrives only on a login that has a guest chat to hand over: the
    // storefront's first JS registers this listener but never needs the chat client (issue 13).
    const { claimGuestChat } = await import('../api/chat');
    await claimGuestChat(token);
  });
}
