import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

const Ok = Type.Integer({ description: 'Always 200 (the spec\'s clients read it)', examples: [200] });
const Token = (description: string) => Type.String({ description });
const JTOKEN = 'Bearer token (JWT) of the session; send it as `Authorization: Bearer …`';

/** `{ status: 200 }`: the action was done and there is nothing else to say. */
export const StatusOkSchema = Open({ status: Ok }, 'Done');

/** The customer (or guest) user of the spec's section 3, with the session's token. */
export const CustomerUserSchema = Open({
  CUSTOMERCODE: Type.String({ description: 'The customer code; `GUEST` for a guest' }),
  CUSTOMERNAME: Type.String(), CustomerProfileCode: Type.String(),
  ActiveDC: Type.String({ description: 'Active distribution centre (empty when the customer has none)' }), ActiveDCName: Type.String(),
  SALEUNIT: Type.String(), SALEUNIT_NAME: Type.String(),
  AuthorizeAmount: Type.Number(), DebtAmount: Type.Number(), IsBjcSapCustomer: Type.Boolean(),
  COMPANYCODE: Type.String(), RouteStep2: Type.String(),
  userRole: Type.Union([Type.Literal('CUSTOMER'), Type.Literal('GUEST')]),
  AccountCode: Nullable(Type.String()), TAXNO: Nullable(Type.String()), ShopPhotoImage: Nullable(Type.String()),
  PicFileName: Nullable(Type.String()), PersonType: Nullable(Type.String()),
  NewCustomer: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  ADDRESS: Type.String(), ProvinceID: Nullable(Type.String()), ProvinceName: Nullable(Type.String()),
  AmpherID: Nullable(Type.String()), AmpherName: Nullable(Type.String()), TownID: Nullable(Type.String()), TownName: Nullable(Type.String()),
  ZIP: Nullable(Type.String()), Phone: Nullable(Type.String()), MobileNo: Nullable(Type.String()), Email: Nullable(Type.String()),
  lat: Nullable(Type.Number()), lon: Nullable(Type.Number()),
  UserId: Type.Optional(Type.String({ description: 'Only when a salesperson acts as this customer: their merchant user id' })),
  AgentCode: Type.Optional(Type.String({ description: 'Only when an agent orders for their own client: the agent' })),
  jtoken: Token(JTOKEN),
}, 'The signed-in customer (or guest) and a fresh token');

/** Customer login, OTP login, registration and the storefront guest session. */
export const CustomerSessionSchema = Open({ status: Ok, jtoken: Token(JTOKEN), user: CustomerUserSchema }, 'A new customer session');

export const OtpSentSchema = Open({
  status: Ok,
  refCode: Type.String({ description: 'Send it back with the code to verify' }),
  expiresAt: Type.String({ description: 'ISO time the code stops working' }),
}, 'The OTP was sent');

export const RiderOtpSentSchema = Open({
  ...OtpSentSchema.properties,
  Channel: Type.Union([Type.Literal('line'), Type.Literal('sms')], { description: 'Where the code went: LINE when the rider linked it, else SMS' }),
}, 'The OTP was sent (by LINE or SMS)');

export const MerchantUserSchema = Open({
  userid: Type.String(), usernames: Type.String(), name: Type.String(),
  userRole: Type.Integer({ description: 'Role id (1, 3, 4, 5, 7, 8)' }),
  role: Open({ RoleId: Type.Integer(), RoleName: Type.String() }),
  mobileNo: Type.String(), email: Nullable(Type.String()), superAdmin: Type.Boolean(),
});

export const MerchantSessionSchema = Open({ status: Ok, token: Token(JTOKEN), user: MerchantUserSchema }, 'A merchant user\'s session');

export const MerchantGuestSessionSchema = Open({
  status: Ok, token: Token(JTOKEN),
  user: Open({
    userid: Type.Literal('GUEST'), usernames: Type.String(), name: Type.String(), userRole: Type.Literal('GUEST'),
    role: Open({ RoleId: Type.Integer({ description: '0 for a guest' }), RoleName: Type.String() }),
  }),
}, 'A guest session for the merchant area');

export const RiderSessionSchema = Open({
  status: Ok, token: Token(JTOKEN),
  rider: Open({
    riderId: Type.String(), name: Type.String(), mobileNo: Type.String(), SaleUnit: Nullable(Type.String()),
    COMPANYCODE: Type.String(), userRole: Type.Literal('RIDER'),
  }),
}, 'A rider\'s session');

/** A distribution centre as the spec's clients read it (section 3 "Distribution center"). */
export const CenterSchema = Open({
  SaleUnit: Type.String(), DIST_NAME: Type.String(), DIST_SHORTNAME: Type.String(), FullAddress: Type.String(), PHOTO_PATH: Type.String(),
  lat: Nullable(Type.Number()), lon: Nullable(Type.Number()), LatDecimal: Nullable(Type.Number()), LonDecimal: Nullable(Type.Number()),
  Distance: Type.Number({ description: 'km from the given point; 0 when unknown' }),
  LineChannel: Nullable(Open({ channel_name: Type.String(), url_line_oa: Type.String() })),
});

export const CenterListSchema = Type.Array(CenterSchema, { description: 'Centres, nearest first when a point was given' });

export const CustomerCentersSchema = Open({
  Customer: Type.Array(CenterSchema, { description: 'The customer\'s own centres (empty for a guest)' }),
  All: Type.Array(CenterSchema, { description: 'Every active centre of the tenant' }),
});
