// Shapes of the session objects as the spec names their fields (buyer spec section 3,
// merchant spec section 3). Only fields the shell reads are typed strictly; the rest pass through.

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
  lat?: number;
  lon?: number;
  jtoken?: string;
  COMPANYCODE?: string;
  RouteStep2?: string;
  userRole?: string | number;
  AccountCode?: string;
  TAXNO?: string;
  ShopPhotoImage?: string;
  PicFileName?: string;
  PersonType?: string | number;
  NewCustomer?: string;
  Phone?: string;
  [field: string]: unknown;
}

export interface Dist {
  SaleUnit: string;
  DIST_NAME?: string;
  DIST_SHORTNAME?: string;
  FullAddress?: string;
  PHOTO_PATH?: string;
  lat?: number;
  lon?: number;
  LatDecimal?: number;
  LonDecimal?: number;
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
