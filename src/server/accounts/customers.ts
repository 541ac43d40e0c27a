import { and, eq } from 'drizzle-orm';
import { chooseActiveDist } from '../../domain/distance';
import { GUEST_CODE } from '../../domain/roles';
import type { Queryable } from '../db/index';
import { customers } from '../db/schema/core';
import type { CenterCache } from './center-cache';
import { customerCenterRows } from './centers';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer user object of the spec (section 3 "Customer user"); `jtoken` is added by the caller. */
export interface CustomerUser {
  CUSTOMERCODE: string;
  CUSTOMERNAME: string;
  CustomerProfileCode: string;
  ActiveDC: string;
  ActiveDCName: string;
  SALEUNIT: string;
  SALEUNIT_NAME: string;
  AuthorizeAmount: number;
  DebtAmount: number;
  IsBjcSapCustomer: boolean;
  COMPANYCODE: string;
  RouteStep2: string;
  userRole: 'CUSTOMER' | 'GUEST';
  AccountCode: string | null;
  TAXNO: string | null;
  ShopPhotoImage: string | null;
  PicFileName: string | null;
  PersonType: string | null;
  NewCustomer: 'Y' | 'N';
  ADDRESS: string;
  ProvinceID: string | null;
  ProvinceName: string | null;
  AmpherID: string | null;
  AmpherName: string | null;
  TownID: string | null;
  TownName: string | null;
  ZIP: string | null;
  Phone: string | null;
  MobileNo: string | null;
  Email: string | null;
  lat: number | null;
  lon: number | null;
  /** Present only when a salesperson acts as this customer: the merchant user's id. */
  UserId?: string;
}

export interface ActiveCenter { saleUnit: string; name: string }
const NO_CENTER: ActiveCenter = { saleUnit: '', name: '' };

export function customerUser(row: CustomerRow, center: ActiveCenter, actorId?: string): CustomerUser {
  const user: CustomerUser = {
    CUSTOMERCODE: row.customerCode,
    CUSTOMERNAME: row.customerName,
    CustomerProfileCode: row.customerProfileCode,
    ActiveDC: center.saleUnit,
    ActiveDCName: center.name,
    SALEUNIT: center.saleUnit,
    SALEUNIT_NAME: center.name,
    AuthorizeAmount: row.authorizeAmount,
    DebtAmount: row.debtAmount,
    IsBjcSapCustomer: row.isSapCustomer,
    COMPANYCODE: row.companyCode,
    RouteStep2: row.routeStep2,
    userRole: 'CUSTOMER',
    AccountCode: row.accountCode,
    TAXNO: row.taxNo,
    ShopPhotoImage: row.shopPhotoImage,
    PicFileName: row.picFileName,
    PersonType: row.personType,
    NewCustomer: row.newCustomer === 'Y' ? 'Y' : 'N',
    ADDRESS: row.address,
    ProvinceID: row.provinceId,
    ProvinceName: row.provinceName,
    AmpherID: row.ampherId,
    AmpherName: row.ampherName,
    TownID: row.townId,
    TownName: row.townName,
    ZIP: row.zip,
    Phone: row.phone,
    MobileNo: row.mobileNo,
    Email: row.email,
    lat: row.lat,
    lon: row.lon,
  };
  if (actorId) user.UserId = actorId;
  return user;
}

export function guestUser(companyCode: string, center: ActiveCenter): CustomerUser {
  return {
    CUSTOMERCODE: GUEST_CODE, CUSTOMERNAME: 'Guest', CustomerProfileCode: '',
    ActiveDC: center.saleUnit, ActiveDCName: center.name, SALEUNIT: center.saleUnit, SALEUNIT_NAME: center.name,
    AuthorizeAmount: 0, DebtAmount: 0, IsBjcSapCustomer: false, COMPANYCODE: companyCode, RouteStep2: '',
    userRole: 'GUEST', AccountCode: null, TAXNO: null, ShopPhotoImage: null, PicFileName: null, PersonType: null,
    NewCustomer: 'N', ADDRESS: '', ProvinceID: null, ProvinceName: null, AmpherID: null, AmpherName: null,
    TownID: null, TownName: null, ZIP: null, Phone: null, MobileNo: null, Email: null, lat: null, lon: null,
  };
}

export async function findCustomerByMobile(q: Queryable, tenantId: string, mobileNo: string): Promise<CustomerRow | undefined> {
  const [row] = await q.orm.select().from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.mobileNo, mobileNo)));
  return row;
}

export async function findCustomer(q: Queryable, tenantId: string, customerCode: string): Promise<CustomerRow | undefined> {
  const [row] = await q.orm.select().from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.customerCode, customerCode)));
  return row;
}

/**
 * The centre a customer works in: `wanted` if it is one of theirs, else their default, else the
 * first (spec "After login"). Empty when the customer belongs to no centre.
 */
export async function activeCenterFor(q: Queryable, row: CustomerRow, wanted?: string | null): Promise<ActiveCenter> {
  const centers = await customerCenterRows(q, row.tenantId, row.customerCode);
  const pick = chooseActiveDist(centers.map((c) => ({ SaleUnit: c.saleUnit, name: c.distName })), wanted || row.defaultSaleUnit);
  return pick ? { saleUnit: pick.SaleUnit, name: pick.name } : NO_CENTER;
}

/** A guest browses the wanted centre when it exists, else the tenant's first. */
export async function guestCenter(centersCache: CenterCache, tenantId: string, wanted?: string | null): Promise<ActiveCenter> {
  const centers = await centersCache.all(tenantId);
  const pick = chooseActiveDist(centers.map((c) => ({ SaleUnit: c.saleUnit, name: c.distName })), wanted);
  return pick ? { saleUnit: pick.SaleUnit, name: pick.name } : NO_CENTER;
}

export const inactiveMessage = (mobileNo: string) =>
  `User with mobile no '${mobileNo}' is being inactive. Please contact administrator`;
export const alreadyExistMessage = (mobileNo: string) => `Mobile No '${mobileNo}' is already exist.`;
