import { registerMerchantScreens } from '../merchant/screens';
import { registerPromotionScreens } from '../promotions/screens';
import { registerTagScreens } from '../tags/screens';
import { registerBroadcastScreens } from '../broadcasts/screens';
import { registerMigrationScreens } from '../merchant/migrations/screens';
import { registerChatMerchantScreens } from '../chat/merchant-screens';
import { registerContentMerchantScreens } from '../content/screens';

/**
 * The merchant area's components, registered when the first merchant route loads (this module is the
 * area's own chunk, so other areas never download it). Add one line per component and the same
 * name to registry/manifest.ts, e.g.:
 *
 *   registerComponent('ExampleScreen', lazy(() => import('../merchant/example/ExampleScreen')) as BlockComponent);
 *
 * (imports: `lazy` from react, `BlockComponent` from the engine, `registerComponent` from ./catalog)
 */
export function register(): void {
  registerMerchantScreens();
  registerPromotionScreens();
  registerTagScreens();
  registerBroadcastScreens();
  registerMigrationScreens();
  registerChatMerchantScreens();
  registerContentMerchantScreens();
}
