import { and, eq } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '../../domain/roles';
import type { Queryable } from '../db/index';
import { merchantUsers } from '../db/schema/core';

export type MerchantRow = typeof merchantUsers.$inferSelect;

export const ROLE_NAMES: Record<number, string> = {
  1: 'Super Admin',
  3: 'Salesman',
  4: 'Sales Supervisor',
  5: 'Sales Manager',
  7: 'Van Sales',
  8: 'Cash Van Sales',
};

/** Merchant user state of the spec: userid, usernames, userRole, role with RoleName. */
export interface MerchantUser {
  userid: string;
  usernames: string;
  name: string;
  userRole: number;
  role: { RoleId: number; RoleName: string };
  mobileNo: string;
  email: string | null;
  superAdmin: boolean;
}

export function merchantUser(row: MerchantRow): MerchantUser {
  return {
    userid: row.userId,
    usernames: row.username,
    name: row.name,
    userRole: row.role,
    role: { RoleId: row.role, RoleName: ROLE_NAMES[row.role] ?? String(row.role) },
    mobileNo: row.mobileNo,
    email: row.email,
    superAdmin: row.role === SUPER_ADMIN_ROLE,
  };
}

export async function findMerchantByMobile(q: Queryable, tenantId: string, mobileNo: string): Promise<MerchantRow | undefined> {
  const [row] = await q.orm.select().from(merchantUsers).where(and(eq(merchantUsers.tenantId, tenantId), eq(merchantUsers.mobileNo, mobileNo)));
  return row;
}

export async function findMerchant(q: Queryable, tenantId: string, userId: string): Promise<MerchantRow | undefined> {
  const [row] = await q.orm.select().from(merchantUsers).where(and(eq(merchantUsers.tenantId, tenantId), eq(merchantUsers.userId, userId)));
  return row;
}
