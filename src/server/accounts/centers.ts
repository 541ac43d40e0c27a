import { and, asc, eq, sql } from 'drizzle-orm';
import { haversineKm, withDistances, type LatLng } from '../../domain/distance';
import type { Queryable } from '../db/index';
import { customerCenters, distributionCenters, merchantUserCenters } from '../db/schema/core';

export type CenterRow = typeof distributionCenters.$inferSelect;

/** A distribution centre as the spec's clients read it (section 3 "Distribution center"). */
export interface CenterView {
  SaleUnit: string;
  DIST_NAME: string;
  DIST_SHORTNAME: string;
  FullAddress: string;
  PHOTO_PATH: string;
  lat: number | null;
  lon: number | null;
  LatDecimal: number | null;
  LonDecimal: number | null;
  Distance: number;
  LineChannel: { channel_name: string; url_line_oa: string } | null;
}

export function centerView(row: CenterRow): Omit<CenterView, 'Distance'> {
  return {
    SaleUnit: row.saleUnit,
    DIST_NAME: row.distName,
    DIST_SHORTNAME: row.distShortname,
    FullAddress: row.fullAddress,
    PHOTO_PATH: row.photoPath,
    lat: row.lat,
    lon: row.lon,
    LatDecimal: row.lat,
    LonDecimal: row.lon,
    LineChannel: row.lineOaUrl ? { channel_name: row.lineChannelName ?? '', url_line_oa: row.lineOaUrl } : null,
  };
}

/**
 * With `Distance` (km, 0 when unknown) from `origin`, nearest first. Sorted on the exact distance
 * with unknown ones last, so a buyer standing at a centre (0 km) still gets it first.
 */
export function byDistance(rows: CenterRow[], origin: LatLng | null): CenterView[] {
  const views = withDistances(rows.map(centerView), origin);
  if (!origin) return views;
  const key = (r: CenterRow) => (r.lat === null || r.lon === null ? Number.POSITIVE_INFINITY : haversineKm(origin, { lat: r.lat, lng: r.lon }));
  const keys = rows.map(key);
  return views.map((v, i) => ({ v, k: keys[i], i })).sort((a, b) => a.k - b.k || a.i - b.i).map((x) => x.v);
}

/** Straight from the database; routes use `app.centers` (center-cache.ts) instead. */
export async function allCentersFromDb(q: Queryable, tenantId: string): Promise<CenterRow[]> {
  return q.orm.select().from(distributionCenters)
    .where(and(eq(distributionCenters.tenantId, tenantId), eq(distributionCenters.active, true)))
    .orderBy(asc(distributionCenters.saleUnit));
}

export async function customerCenterRows(q: Queryable, tenantId: string, customerCode: string): Promise<CenterRow[]> {
  const rows = await q.orm.select({ c: distributionCenters }).from(customerCenters)
    .innerJoin(distributionCenters, and(
      eq(distributionCenters.tenantId, customerCenters.tenantId),
      eq(distributionCenters.saleUnit, customerCenters.saleUnit),
    ))
    .where(and(eq(customerCenters.tenantId, tenantId), eq(customerCenters.customerCode, customerCode), eq(distributionCenters.active, true)))
    .orderBy(asc(distributionCenters.saleUnit));
  return rows.map((r) => r.c);
}

/** A super admin works for every centre of the tenant; sales staff for the centres assigned to them. */
export async function merchantCenterRows(q: Queryable, tenantId: string, userId: string, superAdmin: boolean): Promise<CenterRow[]> {
  if (superAdmin) return allCentersFromDb(q, tenantId);
  const rows = await q.orm.select({ c: distributionCenters }).from(merchantUserCenters)
    .innerJoin(distributionCenters, and(
      eq(distributionCenters.tenantId, merchantUserCenters.tenantId),
      eq(distributionCenters.saleUnit, merchantUserCenters.saleUnit),
    ))
    .where(and(eq(merchantUserCenters.tenantId, tenantId), eq(merchantUserCenters.userId, userId), eq(distributionCenters.active, true)))
    .orderBy(asc(distributionCenters.saleUnit));
  return rows.map((r) => r.c);
}

export async function countCenters(q: Queryable, tenantId: string): Promise<number> {
  const [row] = await q.orm.select({ n: sql<number>`count(*)::int` }).from(distributionCenters).where(eq(distributionCenters.tenantId, tenantId));
  return row?.n ?? 0;
}
