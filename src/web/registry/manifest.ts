import { MERCHANT_SCREEN_NAMES } from '../merchant/screen-names';
import { PROMOTION_SCREEN_NAMES } from '../promotions/screen-names';
import { TAG_SCREEN_NAMES } from '../tags/screen-names';
import { BROADCAST_SCREEN_NAMES } from '../broadcasts/screen-names';
import { MIGRATION_SCREEN_NAMES } from '../merchant/migrations/screen-names';
import { RIDER_SCREEN_NAMES } from '../rider/screen-names';
import { CHAT_BUYER_SCREEN_NAMES, CHAT_MERCHANT_SCREEN_NAMES } from '../chat/screen-names';
import { LINE_SCREEN_NAMES } from '../line/screen-names';
import { CONTENT_BUYER_SCREEN_NAMES, CONTENT_MERCHANT_SCREEN_NAMES } from '../content/screen-names';

/**
 * Names of the components the web registry provides, without importing them (so node scripts such
 * as `npm run tenants:check` can read it). `real: false` marks placeholders: a route whose screen
 * uses only real components counts as having a real screen. Keep in sync with the registry.
 */
export const componentManifest: { name: string; real: boolean }[] = [
  { name: 'NotAvailableYet', real: false },
  // Sessions, centres and live config (src/web/auth/screens/session-screen-names.ts).
  { name: 'CustomerLogin', real: true },
  { name: 'CustomerVerifyOtp', real: true },
  { name: 'CustomerRegister', real: true },
  { name: 'PendingApproval', real: true },
  { name: 'MerchantLogin', real: true },
  { name: 'MerchantVerifyOtp', real: true },
  { name: 'MerchantCentrePicker', real: true },
  { name: 'WebConfigFlags', real: true },
  { name: 'WebConfigCompare', real: true },
  { name: 'WebConfigTenants', real: true },
  { name: 'AuditLog', real: true },
  { name: 'RiderLogin', real: true },
  { name: 'RiderVerifyOtp', real: true },
  // Storefront (src/web/buyer/register.ts).
  { name: 'HomeBanners', real: true },
  { name: 'HomePromotionProducts', real: true },
  { name: 'HomeBestSellers', real: true },
  { name: 'HomeCategories', real: true },
  { name: 'ProductList', real: true },
  { name: 'ProductDetail', real: true },
  { name: 'ProductCategories', real: true },
  { name: 'Promotion', real: true },
  { name: 'PromotionBrands', real: true },
  { name: 'PromotionBrand', real: true },
  { name: 'Cart', real: true },
  { name: 'Checkout', real: true },
  { name: 'PaymentSlip', real: true },
  { name: 'PaymentUploadSlip', real: true },
  { name: 'PaymentStatus', real: true },
  { name: 'PaymentResult', real: true },
  { name: 'PaymentCombine', real: true },
  { name: 'PaymentGatewayReturn', real: true },
  { name: 'PaymentQrCode', real: true },
  { name: 'OrderHistory', real: true },
  { name: 'OrderDetail', real: true },
  { name: 'DeliveryOrder', real: true },
  { name: 'OrderTracking', real: true },
  { name: 'SubscriptionList', real: true },
  { name: 'SubscriptionDetail', real: true },
  { name: 'MyPackages', real: true },
  { name: 'MyPackageDetail', real: true },
  { name: 'Profile', real: true },
  { name: 'ProfileShow', real: true },
  { name: 'ProfileEdit', real: true },
  { name: 'ProfileChangePassword', real: true },
  { name: 'ProfileAddress', real: true },
  { name: 'ProfileWishlist', real: true },
  { name: 'ProfileCoupons', real: true },
  { name: 'ProfileForm', real: true },
  { name: 'AgentCustomers', real: true },
  { name: 'AgentRegister', real: true },
  { name: 'AgentProducts', real: true },
  { name: 'AgentProductAdd', real: true },
  { name: 'AgentProductEdit', real: true },
  { name: 'SalesMySales', real: true },
  { name: 'RegisterFromPc', real: true },
  { name: 'News', real: true },
  { name: 'Contents', real: true },
  { name: 'Pdpa', real: true },
  // Loyalty (src/web/buyer/loyalty, docs/loyalty.md).
  { name: 'LoyaltyPoints', real: true },
  { name: 'LoyaltyTierProgress', real: true },
  { name: 'VoucherWallet', real: true },
  { name: 'VoucherExchange', real: true },
  // Missions (src/web/buyer/missions, docs/missions.md).
  { name: 'Missions', real: true },
  { name: 'MissionDetail', real: true },
  { name: 'MissionTask', real: true },
  // The merchant back office (src/web/merchant/screens.ts).
  ...MERCHANT_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // The promotion editor (src/web/promotions/screens.ts).
  ...PROMOTION_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // The rider area (src/web/rider/screens.ts).
  ...RIDER_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // LINE / OIDC sign-in, webhook page, diagnostics (src/web/line/register.ts).
  ...LINE_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // Customer tags and broadcasts (src/web/tags/screens.ts, src/web/broadcasts/screens.ts).
  ...TAG_SCREEN_NAMES.map((name) => ({ name, real: true })),
  ...BROADCAST_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // Super-admin tools: migrations, config sync, allow-list (src/web/merchant/migrations/screens.ts).
  ...MIGRATION_SCREEN_NAMES.map((name) => ({ name, real: true })),
  // Support chat (src/web/chat/screens.ts).
  ...CHAT_BUYER_SCREEN_NAMES.map((name) => ({ name, real: true })),
  ...CHAT_MERCHANT_SCREEN_NAMES.map((name) => ({ name, real: true })),
  ...CONTENT_BUYER_SCREEN_NAMES.map((name) => ({ name, real: true })),
  ...CONTENT_MERCHANT_SCREEN_NAMES.map((name) => ({ name, real: true })),
];
