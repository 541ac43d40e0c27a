import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { MerchantScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** Each screen is its own lazy chunk inside the merchant area (recharts only with the dashboard). */
const SCREENS: Record<MerchantScreenName, Loader> = {
  MerchantDashboard: load(() => import('./home/DashboardScreen')),
  MerchantLoyalty: load(() => import('./loyalty/LoyaltyAdminScreen')),
  MerchantMissions: load(() => import('./loyalty/MissionsAdmin')),
  MerchantLoyaltyCatalog: load(() => import('./loyalty/LoyaltyCatalogAdmin')),
  MerchantPackages: load(() => import('./packages/PackagesAdminScreen')),
  MerchantSubscriptions: load(() => import('./subscriptions/SubscriptionsAdminScreen')),
  MerchantSubscriptionDetail: load(() => import('./subscriptions/SubscriptionDetailAdminScreen')),
  MerchantOrderList: load(() => import('./orders/OrderListScreen')),
  MerchantOrderDetail: load(() => import('./orders/OrderDetailScreen')),
  MerchantCustomerList: load(() => import('./customers/CustomerListScreen')),
  MerchantCustomerNotLoggedIn: load(() => import('./customers/NotLoggedInScreen')),
  MerchantCustomerProfile: load(() => import('./customers/CustomerProfileScreen')),
  MerchantCustomerEdit: load(() => import('./customers/CustomerEditScreen')),
  MerchantCustomerDetail: load(() => import('./customers/CustomerDetailScreen')),
  MerchantCustomerPhoto: load(() => import('./customers/CustomerPhotoScreen')),
  MerchantCustomerPhotoCapture: load(() => import('./customers/CustomerPhotoCaptureScreen')),
  MerchantCustomerCoupon: load(() => import('./customers/CustomerLoyaltyScreens').then((m) => ({ default: m.CustomerCouponScreen }))),
  MerchantCustomerCouponResult: load(() => import('./customers/CustomerLoyaltyScreens').then((m) => ({ default: m.CustomerCouponResultScreen }))),
  MerchantCustomerPoint: load(() => import('./customers/CustomerLoyaltyScreens').then((m) => ({ default: m.CustomerPointScreen }))),
  MerchantCustomerPointResult: load(() => import('./customers/CustomerLoyaltyScreens').then((m) => ({ default: m.CustomerPointResultScreen }))),
  MerchantSurvey: load(() => import('./customers/SurveyScreen')),
  MerchantProductList: load(() => import('./products/ProductListScreen')),
  MerchantProductEdit: load(() => import('./products/ProductEditScreen')),
  MerchantProductPrices: load(() => import('./products/ProductPricesScreen')),
  MerchantProductCategory: load(() => import('./products/ProductCategoryScreen')),
  MerchantAdvancePrice: load(() => import('./products/AdvancePriceScreen')),
  MerchantPriceLevelUnit: load(() => import('./products/PriceLevelUnitScreen')),
  MerchantRegister: load(() => import('./register/RegisterScreen')),
  MerchantRegisterDist: load(() => import('./register/RegisterDistScreen')),
  MerchantRegisterDistSelect: load(() => import('./register/DistSelectScreen')),
  MerchantRegisterDistAddress: load(() => import('./register/DistAddressScreen')),
  MerchantRegisterDistLocation: load(() => import('./register/DistLocationScreen')),
  MerchantRegisterDistBookbank: load(() => import('./register/DistBookbankScreen')),
  MerchantRegisterDistImage: load(() => import('./register/DistImageScreen')),
  MerchantRegisterSuccess: load(() => import('./register/RegisterSuccessScreen')),
  MerchantProfile: load(() => import('./profile/ProfileScreens').then((m) => ({ default: m.MerchantProfileScreen }))),
  MerchantProfileEdit: load(() => import('./profile/ProfileScreens').then((m) => ({ default: m.MerchantProfileEditScreen }))),
  MerchantChangePassword: load(() => import('./profile/ProfileScreens').then((m) => ({ default: m.MerchantChangePasswordScreen }))),
};

export function registerMerchantScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader));
}
