import { registerBuyerMoreComponents } from '../buyer/register-more';
import { registerChatBuyerScreens } from '../chat/buyer-screens';
import { registerContentBuyerScreens } from '../content/screens';
import { registerLineComponents } from '../line/register';

/**
 * The rest of the buyer area (beside registry/buyer.ts): cart, checkout, payment, orders, account
 * and the other storefront screens, chat, LINE and content screens. Its own chunk: a first visit
 * to a landing page does not download this list (issue 13).
 */
export function register(): void {
  registerBuyerMoreComponents();
  registerChatBuyerScreens();
  registerLineComponents();
  registerContentBuyerScreens();
}
