/**
 * Names of the merchant back-office screens (src/web/merchant/screens.ts registers them; the
 * bundle's `merchant.*` screens name them). Plain data so node scripts can read it.
 */
export const MERCHANT_SCREEN_NAMES = [
  'MerchantLoyalty',
  'MerchantMissions',
  'MerchantLoyaltyCatalog',
  'MerchantPackages',
  'MerchantDashboard',
  'MerchantOrderList',
  'MerchantOrderDetail',
  'MerchantCustomerList',
  'MerchantCustomerNotLoggedIn',
  'MerchantCustomerProfile',
  'MerchantCustomerEdit',
  'MerchantCustomerDetail',
  'MerchantCustomerPhoto',
  'MerchantCustomerPhotoCapture',
  'MerchantCustomerCoupon',
  'MerchantCustomerCouponResult',
  'MerchantCustomerPoint',
  'MerchantCustomerPointResult',
  'MerchantSurvey',
  'MerchantProductList',
  'MerchantProductEdit',
  'MerchantProductPrices',
  'MerchantProductCategory',
  'MerchantAdvancePrice',
  'MerchantPriceLevelUnit',
  'MerchantRegister',
  'MerchantRegisterDist',
  'MerchantRegisterDistSelect',
  'MerchantRegisterDistAddress',
  'MerchantRegisterDistLocation',
  'MerchantRegisterDistBookbank',
  'MerchantRegisterDistImage',
  'MerchantRegisterSuccess',
  'MerchantProfile',
  'MerchantProfileEdit',
  'MerchantChangePassword',
] as const;

export type MerchantScreenName = (typeof MERCHANT_SCREEN_NAMES)[number];
