import { Type } from '@sinclair/typebox';
import { ORDER_LIST_TABS } from '../../../domain/order-status';
import { Nullable, Open } from '../schemas';
import { Method, PayState, Status } from '../orders/responses';
import { REPORT_RANGES } from './report-periods';

/**
 * Success bodies of the back office screens staff use daily: customers, their photos, coupons and
 * points, impersonation, orders, riders, reports, and the registration wizard.
 */

const Str = Type.String();
const Num = Type.Number();
const Int = Type.Integer();
const Iso = (description?: string) => Type.String(description ? { description } : { description: 'ISO 8601 instant' });
const Day = Type.String({ description: 'YYYY-MM-DD' });
const Ok = Type.Literal(200, { description: 'Legacy status echo (always 200)' });

/** The customer user as sessions and the back office show it (accounts/customers.ts customerUser). */
export const CustomerUserSchema = Open({
  CUSTOMERCODE: Str, CUSTOMERNAME: Str, CustomerProfileCode: Str,
  ActiveDC: Type.String({ description: 'The centre the session buys from' }), ActiveDCName: Str, SALEUNIT: Str, SALEUNIT_NAME: Str,
  AuthorizeAmount: Num, DebtAmount: Num, IsBjcSapCustomer: Type.Boolean(), COMPANYCODE: Str,
  RouteStep2: Type.String({ description: 'Comma list of the customer\'s tags' }),
  userRole: Type.Union([Type.Literal('CUSTOMER'), Type.Literal('GUEST')]),
  AccountCode: Nullable(Str), TAXNO: Nullable(Str), ShopPhotoImage: Nullable(Str), PicFileName: Nullable(Str), PersonType: Nullable(Str),
  NewCustomer: Type.Union([Type.Literal('Y'), Type.Literal('N')], { description: 'Y while waiting for approval' }),
  ADDRESS: Str, ProvinceID: Nullable(Str), ProvinceName: Nullable(Str), AmpherID: Nullable(Str), AmpherName: Nullable(Str),
  TownID: Nullable(Str), TownName: Nullable(Str), ZIP: Nullable(Str), Phone: Nullable(Str), MobileNo: Nullable(Str), Email: Nullable(Str),
  lat: Nullable(Num), lon: Nullable(Num),
  UserId: Type.Optional(Type.String({ description: 'Present only when a salesperson acts as this customer: the merchant user\'s id' })),
}, 'A customer user');

/** A merchant user (accounts/merchants.ts merchantUser). */
export const MerchantUserSchema = Open({
  userid: Str, usernames: Str, name: Str, userRole: Type.Integer({ description: 'Role id (1 super admin … 3 salesperson)' }),
  role: Open({ RoleId: Int, RoleName: Str }), mobileNo: Str, email: Nullable(Str), superAdmin: Type.Boolean(),
}, 'A merchant (staff) user');

/** A distribution centre as pickers show it (accounts/centers.ts CenterView). */
export const CenterViewSchema = Open({
  SaleUnit: Str, DIST_NAME: Str, DIST_SHORTNAME: Str, FullAddress: Str, PHOTO_PATH: Str,
  lat: Nullable(Num), lon: Nullable(Num), LatDecimal: Nullable(Num), LonDecimal: Nullable(Num),
  Distance: Type.Number({ description: 'Kilometres from the given point; 0 when unknown' }),
  LineChannel: Nullable(Open({ channel_name: Str, url_line_oa: Str })),
}, 'A distribution centre');

/** A customer's tag with its names, for the chips that show it (a code with no tag is named by its code, Color ''). */
const TagNames = Type.Array(Open({ Code: Str, NameTh: Str, NameEn: Str, Color: Str }), { description: 'Tags in RouteStep2 order, with their names' });

const CustomerRow = Open({
  Code: Str, CustomerCode: Str, CustomerProfileCode: Str, Name: Str, SaleUnit: Str, TypeCode: Str, MobileNo: Str,
  RouteStep2: Str, Tags: Type.Array(Str), TagNames, NewCustomer: Str, Status: Str,
  NeverLoggedIn: Type.Boolean({ description: 'Never set up a login (imported profile)' }), CreatedAt: Iso(),
}, 'A customer in one of the caller\'s centres (one row per customer and centre)');

export const CustomerPageSchema = Open({ Total: Int, Skip: Int, Take: Int, Data: Type.Array(CustomerRow) }, 'One page of customers');

export const CustomerApprovedSchema = Open({ status: Ok, CustomerCode: Str, NewCustomer: Type.Literal('N') });

export const CustomerViewSchema = Open({
  ...CustomerUserSchema.properties,
  Status: Type.String({ description: 'A active, I inactive' }),
  NeverLoggedIn: Type.Boolean(), Tags: Type.Array(Str), TagNames, CreatedAt: Iso(),
  Centres: Type.Array(Open({ SaleUnit: Str, DIST_NAME: Str, DIST_SHORTNAME: Str, TypeCode: Str }), { description: 'Centres the customer shares with the caller' }),
  Stats: Open({ Orders: Int, Sales: Type.Number({ description: 'Sales total (baht) in those centres, cancelled and redemptions excluded' }), LastOrderAt: Nullable(Iso()) }),
}, 'A customer\'s profile page');

const CouponState = Type.Union(['Usable', 'Used', 'Expired', 'NotYet'].map((s) => Type.Literal(s)));
export const CustomerCouponsSchema = Open({
  Data: Type.Array(Open({
    CouponId: Str, PromotionId: Str, Name: Str, NameEn: Str, Type: Str, Value: Num, MinimumOrder: Num, MaxDiscount: Num,
    DateBegin: Nullable(Day), DateEnd: Nullable(Day), _lock: Type.String({ description: 'Y once used' }), State: CouponState, OrderId: Nullable(Str),
  })),
}, 'The customer\'s coupons usable at this centre');

export const CustomerPointsSchema = Open({
  CustomerCode: Str, Balance: Type.Number({ description: 'Usable points now' }),
  Data: Type.Array(Open({
    Id: Int, Kind: Str, Points: Num, Remaining: Num, ExpiresOn: Nullable(Day), OrderId: Nullable(Str), SaleUnit: Nullable(Str), Remark: Str, CreatedAt: Iso(),
  }), { description: 'Latest 50 ledger entries, newest first' }),
}, 'The customer\'s points');

export const PointsGrantedSchema = Open({ status: Ok, Granted: Int, Before: Num, Balance: Num }, 'The grant and the balance before and after');

export const PhotoGroupsSchema = Open({ Data: Type.Array(Open({ Code: Str, PictureName: Str, PictureNameEn: Str })) });

export const CustomerFilesSchema = Open({
  Total: Int, Skip: Int, Take: Int, MonthYears: Type.Array(Type.String({ description: 'YYYY-MM (Bangkok) that have photos, newest first' })),
  Data: Type.Array(Open({
    FileId: Str, Code: Type.String({ description: 'Photo group code' }), PictureName: Str, PictureNameEn: Str, Remark: Str, UploadedBy: Str, CreatedAt: Iso(),
    Width: Num, Height: Num, Url: Type.String({ description: 'The image, for a bearer of the same centre' }),
  })),
}, 'One page of a customer\'s photos, newest first');

export const CustomerFileCreatedSchema = Open({
  FileId: Str, Code: Str, CreatedAt: Iso(), Width: Num, Height: Num, Bytes: Num, Url: Str,
}, 'The stored photo');

export const LoginAsClientSchema = Open({
  status: Ok, Customer: Open({ ...CustomerUserSchema.properties, jtoken: Str }, 'The customer session (UserId is the salesperson)'),
  jtoken: Type.String({ description: 'The customer token acting for the salesperson' }),
});

const OrderRow = Open({
  OrderID: Str, SaleUnit: Str, OrderType: Str, OrderDate: Iso(), Customer_Id: Str, Customer_Name: Str,
  Status, PaymentState: PayState, PaymentType: Method, Total: Num, Money: Num, DeliveryFee: Num, Mode: Str,
  RiderId: Nullable(Str), SalespersonId: Nullable(Str), Lines: Int,
});

export const MerchantOrderPageSchema = Open({
  Type: Type.Union([Type.Literal('3'), Type.Literal('I')]), Status: Type.Union(ORDER_LIST_TABS.map((s) => Type.Literal(s))),
  Total: Int, Skip: Int, Take: Int,
  Counts: Type.Record(Type.String(), Int, { description: 'Orders per status tab, ALL included' }),
  Data: Type.Array(OrderRow),
}, 'One page of the centre\'s orders with the tab counts');

export const RidersSchema = Open({ Data: Type.Array(Open({ RiderId: Str, Name: Str, MobileNo: Str })) });

const Range = Type.Union(REPORT_RANGES.map((r) => Type.Literal(r)));
const GraphPoint = Open({ Key: Type.String({ description: 'Bucket key: YYYY-MM-DD, YYYY-MM or YYYY' }), Value: Num });

export const NewCustomersReportSchema = Open({
  Type: Range, SaleUnit: Nullable(Str), From: Iso(), To: Iso(), Total: Int, Graph: Type.Array(GraphPoint),
}, 'New customers per bucket, oldest first');

export const TopSalesReportSchema = Open({
  Type: Range, SaleUnit: Nullable(Str), PeriodKey: Str, Total: Num, Orders: Int,
  Graph: Type.Array(Open({ P_Code: Str, PRODUCTNAME: Str, PRODUCTNAME_EN: Str, Amount: Num, Quantity: Num }), { description: 'Best sellers of the current period' }),
  Sales: Type.Array(GraphPoint, { description: 'Sales per bucket, oldest first' }),
}, 'Best sellers and sales per bucket');

export const CentresSchema = Type.Array(CenterViewSchema, { description: 'Centres, nearest first' });

export const BanksSchema = Open({ Data: Type.Array(Open({ bankcode: Str, short: Str, bankname: Str, bankname_en: Str })) });

export const RegisteredSchema = Open({
  status: Ok, Token: Type.String({ description: 'Bearer token of the new merchant user' }), User: MerchantUserSchema, Message: Type.Literal('Registered'),
  NewDistributionCenter: Nullable(CenterViewSchema),
});

export const CentreImagesSchema = Open({
  status: Ok, SaleUnit: Str,
  Images: Type.Record(Type.String(), Str, { description: 'Upload id per field sent (taxImage, shopImage, logoImage)' }),
  PHOTO_PATH: Nullable(Type.String({ description: 'The logo\'s public URL when a logo was sent' })),
});

export const MerchantProfileSchema = Open({ status: Ok, user: MerchantUserSchema });
