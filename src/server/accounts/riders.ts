import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/index';
import { riders } from '../db/schema/core';

export type RiderRow = typeof riders.$inferSelect;

export interface RiderUser {
  riderId: string;
  name: string;
  mobileNo: string;
  SaleUnit: string | null;
  COMPANYCODE: string;
  userRole: 'RIDER';
}

export function riderUser(row: RiderRow, companyCode: string): RiderUser {
  return { riderId: row.riderId, name: row.name, mobileNo: row.mobileNo, SaleUnit: row.saleUnit, COMPANYCODE: companyCode, userRole: 'RIDER' };
}

export async function findRiderByMobile(q: Queryable, tenantId: string, mobileNo: string): Promise<RiderRow | undefined> {
  const [row] = await q.orm.select().from(riders).where(and(eq(riders.tenantId, tenantId), eq(riders.mobileNo, mobileNo)));
  return row;
}

export async function findRider(q: Queryable, tenantId: string, riderId: string): Promise<RiderRow | undefined> {
  const [row] = await q.orm.select().from(riders).where(and(eq(riders.tenantId, tenantId), eq(riders.riderId, riderId)));
  return row;
}
