import type { Db } from '../db/index';
import { hashPassword } from '../auth/password';
import { customerCenters, customers, distributionCenters, merchantUserCenters, merchantUsers, riders } from '../db/schema/core';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demo-data';

/**
 * Inserts the demo tenants' centres, customers, staff and riders. Idempotent: a tenant that
 * already has centres is left alone, so restarts and re-runs never duplicate or overwrite.
 */
export async function seedDemoTenants(db: Db, log: (m: string) => void = () => {}, only?: readonly string[]): Promise<string[]> {
  const seeded: string[] = [];
  for (const t of DEMO_TENANTS) {
    if (only && !only.includes(t.tenantId)) continue;
    const [exists] = await db.query('SELECT 1 FROM distribution_centers WHERE tenant_id = $1 LIMIT 1', [t.tenantId]);
    if (exists) continue;
    await seedTenant(db, t);
    seeded.push(t.tenantId);
    log(`seeded demo data for tenant ${t.tenantId}`);
  }
  return seeded;
}

async function seedTenant(db: Db, t: DemoTenant): Promise<void> {
  // Hashing is the slow part: do it before the transaction, in parallel (libuv thread pool).
  const people = [...t.customers.map((c) => c.mobile), ...t.merchants.map((m) => m.mobile), ...t.riders.map((r) => r.mobile)];
  const hashes = new Map(await Promise.all(people.map(async (m) => [m, await hashPassword(DEMO_PASSWORD)] as const)));
  const hash = (mobile: string) => hashes.get(mobile)!;
  const tenantId = t.tenantId;
  await db.transaction(async (tx) => {
    await tx.orm.insert(distributionCenters).values(t.centers.map((c) => ({
      tenantId, saleUnit: c.saleUnit, distName: c.name, distShortname: c.shortName, fullAddress: c.address,
      photoPath: c.photo ?? '', lat: c.lat, lon: c.lon, lineChannelName: c.line?.channelName ?? null, lineOaUrl: c.line?.url ?? null,
    }))).onConflictDoNothing();
    for (const c of t.customers) {
      await tx.orm.insert(customers).values({
        tenantId, customerCode: c.code, customerProfileCode: `P${c.code}`, mobileNo: c.mobile, passwordHash: hash(c.mobile),
        customerName: c.name, status: c.status ?? 'A', companyCode: t.companyCode,
        authorizeAmount: c.authorize ?? 0, debtAmount: c.debt ?? 0, isSapCustomer: c.sap ?? false,
        routeStep2: c.routeStep2 ?? '', newCustomer: c.newCustomer ?? 'N',
        accountCode: c.agent?.accountCode ?? null, taxNo: c.agent?.taxNo ?? null, shopPhotoImage: c.agent?.shopPhoto ?? null,
        picFileName: c.agent?.picFile ?? null, personType: c.agent?.personType ?? null,
        address: c.address, provinceId: c.province[0], provinceName: c.province[1], ampherId: c.ampher[0], ampherName: c.ampher[1],
        townId: c.town[0], townName: c.town[1], zip: c.zip, phone: c.mobile, lat: c.lat, lon: c.lon, defaultSaleUnit: c.centers[0],
      }).onConflictDoNothing();
      await tx.orm.insert(customerCenters).values(c.centers.map((saleUnit) => ({ tenantId, customerCode: c.code, saleUnit }))).onConflictDoNothing();
    }
    for (const m of t.merchants) {
      await tx.orm.insert(merchantUsers).values({
        tenantId, userId: m.userId, username: m.username, name: m.name, mobileNo: m.mobile, passwordHash: hash(m.mobile), role: m.role,
        email: `${m.username}@example.com`,
      }).onConflictDoNothing();
      if (m.centers.length) {
        await tx.orm.insert(merchantUserCenters).values(m.centers.map((saleUnit) => ({ tenantId, userId: m.userId, saleUnit }))).onConflictDoNothing();
      }
    }
    for (const r of t.riders) {
      await tx.orm.insert(riders).values({ tenantId, riderId: r.riderId, name: r.name, mobileNo: r.mobile, passwordHash: hash(r.mobile), saleUnit: r.saleUnit }).onConflictDoNothing();
    }
  });
}
