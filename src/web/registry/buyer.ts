import { registerBuyerComponents } from '../buyer/register';
import { startGuestChatHandover } from '../chat/guest-handover';

/**
 * The buyer area's landing blocks (home, product list and detail, categories, promotions, news),
 * registered when the first buyer route loads (this module is the area's own chunk, so other areas
 * never download it). The storefront's other screens, chat, LINE and content screens are in
 * registry/buyer-more.ts, loaded when a screen names one of them or on the first tap or key
 * (registry/areas.ts).
 * The storefront's lists are in buyer/register.ts and buyer/register-more.ts; add names to
 * registry/manifest.ts too.
 */
export function register(): void {
  registerBuyerComponents();
  // A guest who chatted and signs in on any storefront page hands the conversation over.
  startGuestChatHandover();
}
