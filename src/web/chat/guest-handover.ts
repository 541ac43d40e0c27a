import { onSessionEvent } from '../auth/session-events';
import { claimGuestChat } from '../api/chat';
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
    await claimGuestChat(token);
  });
}
