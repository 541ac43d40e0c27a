import { registerBuyerComponents } from '../buyer/register';
import { registerChatBuyerScreens } from '../chat/screens';
import { registerContentBuyerScreens } from '../content/screens';
import { registerLineComponents } from '../line/register';

/**
 * The buyer area's components, registered when the first buyer route loads (this module is the
 * area's own chunk, so other areas never download it). The storefront's own list is in
 * buyer/register.ts; add its names to registry/manifest.ts too.
 */
export function register(): void {
  registerBuyerComponents();
  registerChatBuyerScreens();
  registerLineComponents();
  registerContentBuyerScreens();
}
