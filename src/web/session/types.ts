// Shapes of the session objects as the spec names their fields (buyer spec section 3,
// merchant spec section 3). Only fields the shell reads are typed strictly; the rest pass through.
import type { ApiResponse } from '../api/contract';

export interface CustomerUser {
  CUSTOMERCODE: string;
  CUSTOMERNAME?: string;
  CustomerProfileCode?: string;
  ActiveDC?: string;
  ActiveDCName?: string;
  SALEUNIT?: string;
  SALEUNIT_NAME?: string;
  AuthorizeAmount?: number;
  DebtAmount?: number;
  IsBjcSapCustomer?: boolean;
  /** Present when a salesperson is logged in as this customer. */
  UserId?: string | number | null;
  SalesName?: string;
  lat?: number | null;
  lon?: number | null;
  jtoken?: string;
  COMPANYCODE?: string;
  RouteStep2?: string;
  userRole?: string | number;
  AccountCode?: string | null;
  TAXNO?: string | null;
  ShopPhotoImage?: string | null;
  PicFileName?: string | null;
  PersonType?: string | number | null;
  NewCustomer?: string;
  Phone?: string | null;
  [field: string]: unknown;
}

/** Every customer the server hands the web as a session user (sign-in, OTP, register, profile, a salesperson acting as the client). */
type ServerCustomer = ApiResponse<'postAuthenLogin'>['user'] | ApiResponse<'postAuthenOtpVerify'>['user'] | ApiResponse<'postAuthenCustomerProfile'>
  | ApiResponse<'getMerchantLoginasclientByCodeBySaleUnit'>['Customer'];
type Expect<T extends true> = T;
/** Fails the type check when the server sends a customer field CustomerUser does not admit (as `lat: null` once did against `lat?: number`). */
export type ServerCustomerFits = Expect<ServerCustomer extends CustomerUser ? true : false>;

/** The same for centres: a centre list row, and the centre a merchant registration creates. */
type ServerDist = ApiResponse<'getMerchantDist'>[number] | NonNullable<ApiResponse<'postMerchantRegister'>['NewDistributionCenter']>;
export type ServerDistFits = Expect<ServerDist extends Dist ? true : false>;

export interface Dist {
  SaleUnit: string;
  DIST_NAME?: string;
  DIST_SHORTNAME?: string;
  FullAddress?: string;
  PHOTO_PATH?: string;
  lat?: number | null;
  lon?: number | null;
  LatDecimal?: number | null;
  LonDecimal?: number | null;
  Distance?: number;
  LineChannel?: { channel_name?: string; url_line_oa?: string } | null;
}

export interface MerchantUser {
  userid: string | number;
  usernames?: string;
  userRole: string | number;
  role?: { RoleName?: string } | null;
  [field: string]: unknown;
}

export interface Rider {
  riderId?: string | number;
  name?: string;
  COMPANYCODE?: string;
  [field: string]: unknown;
}

export interface Position {
  lat: number;
  lng: number;
}
