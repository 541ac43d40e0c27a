import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/**
 * The back office's support inbox and conversation (each its own lazy chunk). Apart from the
 * buyer's chat screens (buyer-screens.ts): a back-office registry that reached the storefront's
 * chat modules kept them (the guest chat handover) out of the storefront's first-visit chunk.
 */
export function registerChatMerchantScreens(): void {
  registerComponent('MerchantChatInbox', lazy(load(() => import('./merchant/MerchantChatInboxScreen'))));
  registerComponent('MerchantChatConversation', lazy(load(() => import('./merchant/MerchantChatConversationScreen'))));
}
