import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import { startGuestChatHandover } from './guest-handover';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** Buyer chat screens and the order page's "ask about this order" block (each its own lazy chunk). */
export function registerChatBuyerScreens(): void {
  const screens: Record<string, Loader> = {
    ChatList: load(() => import('./buyer/BuyerChatListScreen')),
    ChatConversation: load(() => import('./buyer/BuyerChatRoomScreen').then((m) => ({ default: m.BuyerChatConversationScreen }))),
    ChatRoom: load(() => import('./buyer/BuyerChatRoomScreen')),
    ChatGuest: load(() => import('./buyer/GuestChatScreen')),
    ChatAskAboutOrder: load(() => import('./buyer/AskAboutOrder')),
  };
  for (const [name, loader] of Object.entries(screens)) registerComponent(name, lazy(loader));
  startGuestChatHandover();
}
