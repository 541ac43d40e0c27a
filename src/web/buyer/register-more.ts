import type { BlockComponent } from '../../engine';
import { registerLazyComponent, type ComponentLoader } from '../registry/catalog';

type Loader = ComponentLoader;
const as = <T>(p: Promise<T>) => p as unknown as Promise<{ default: BlockComponent }>;
const named = <M>(load: () => Promise<M>, pick: (m: M) => unknown): Loader => () => load().then((m) => ({ default: pick(m) as BlockComponent }));

/**
 * The storefront's other screens and blocks (cart, checkout, payment, orders, account, agents,
 * loyalty, missions, subscriptions, packages), by the names tenants/_base/tenant.json uses (mirrored
 * in registry/manifest.ts). Loaded with registry/buyer-more.ts when a screen names one of them, or
 * on the visitor's first tap or key (registry/areas.ts), not on a first visit to a landing page.
 */
export const BUYER_MORE_COMPONENTS: Record<string, Loader> = {
  Cart: () => as(import('./cart/CartScreen')),
  Checkout: () => as(import('./checkout/CheckoutScreen')),
  PaymentSlip: () => as(import('./payment/PaymentSlipScreen')),
  PaymentUploadSlip: () => as(import('./payment/PaymentUploadSlipScreen')),
  PaymentStatus: () => as(import('./payment/PaymentStatusScreen')),
  PaymentResult: () => as(import('./payment/PaymentResultScreen')),
  PaymentCombine: () => as(import('./payment/PaymentCombineScreen')),
  PaymentGatewayReturn: () => as(import('./payment/GatewayReturnScreen')),
  PaymentQrCode: () => as(import('./payment/QrPaymentScreen')),
  OrderHistory: () => as(import('./orders/HistoryScreen')),
  OrderDetail: () => as(import('./orders/OrderDetailScreen')),
  DeliveryOrder: () => as(import('./orders/DeliveryOrderScreen')),
  OrderTracking: () => as(import('./orders/TrackingScreen')),
  Profile: () => as(import('./profile/ProfileScreen')),
  ProfileShow: () => as(import('./profile/ShowProfileScreen')),
  ProfileEdit: () => as(import('./profile/EditProfileScreen')),
  ProfileChangePassword: () => as(import('./profile/ChangePasswordScreen')),
  ProfileAddress: () => as(import('./profile/AddressScreen')),
  ProfileWishlist: () => as(import('./profile/WishlistScreen')),
  ProfileCoupons: () => as(import('./profile/CouponsScreen')),
  ProfileForm: () => as(import('./profile/ProfileFormScreen')),
  AgentCustomers: () => as(import('./agents/AgentCustomersScreen')),
  AgentRegister: () => as(import('./agents/AgentRegisterScreen')),
  AgentProducts: () => as(import('./agents/AgentProductsScreen')),
  AgentProductAdd: named(() => import('./agents/AgentProductEditScreen'), (m) => m.AgentProductAddScreen),
  AgentProductEdit: named(() => import('./agents/AgentProductEditScreen'), (m) => m.AgentProductEditScreen),
  SalesMySales: () => as(import('./sales/MySalesScreen')),
  RegisterFromPc: () => as(import('./sales/RegisterFromPcScreen')),
  LoyaltyPoints: () => as(import('./loyalty/PointsScreen')),
  LoyaltyTierProgress: named(() => import('./loyalty/PointsScreen'), (m) => m.TierProgress),
  VoucherWallet: () => as(import('./loyalty/VoucherWalletScreen')),
  VoucherExchange: () => as(import('./loyalty/VoucherExchangeScreen')),
  Missions: () => as(import('./missions/MissionsScreen')),
  MissionDetail: () => as(import('./missions/MissionDetailScreen')),
  MissionTask: () => as(import('./missions/MissionTaskScreen')),
  SubscriptionList: () => as(import('./subscriptions/SubscriptionListScreen')),
  SubscriptionDetail: () => as(import('./subscriptions/SubscriptionDetailScreen')),
  MyPackages: () => as(import('./packages/MyPackagesScreen')),
  MyPackageDetail: () => as(import('./packages/MyPackageDetailScreen')),
};

export function registerBuyerMoreComponents(): void {
  for (const [name, load] of Object.entries(BUYER_MORE_COMPONENTS)) registerLazyComponent(name, load);
}
