import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InvoiceStatus } from '../../../domain/order-status';
import { authRequired, claimsOf } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { tenantBundle } from '../../tenants/resolve';
import type { Viewer } from '../orders/access';

export interface RiderContext {
  viewer: Extract<Viewer, { kind: 'rider' }>;
  riderId: string;
  tenantId: string;
  name: string;
  mobileNo: string;
  saleUnit: string | null;
  vehicleType: string | null;
  vehiclePlate: string | null;
  companyCode: string;
  /** The SINGHA company variant approves invoices (docs/rider.md). */
  invoiceApproval: boolean;
}

/**
 * The company variant whose riders approve invoices. The same rule as the bundle's
 * `riderBottomBar.invoiceApprove` item (`startsWith(tenant.companyCode, 'SINGHA')`), so the menu
 * entry and the server agree.
 */
export function invoiceApprovalFor(companyCode: string): boolean {
  return companyCode.toUpperCase().startsWith('SINGHA');
}

/**
 * The calling rider, read fresh: a token of a rider who was removed or made inactive since it was
 * issued is refused with 401 like an expired one (the web app then sends them to /rider/login).
 */
export async function riderOf(app: FastifyInstance, request: FastifyRequest): Promise<RiderContext> {
  const c = claimsOf(request);
  const [row] = await app.db.query<{ rider_id: string; name: string; mobile_no: string; sale_unit: string | null; status: string; vehicle_type: string | null; vehicle_plate: string | null }>(
    'SELECT rider_id, name, mobile_no, sale_unit, status, vehicle_type, vehicle_plate FROM riders WHERE tenant_id = $1 AND rider_id = $2',
    [c.TenantId, c.UserId],
  );
  if (!row || row.status !== 'A') throw authRequired(request);
  const companyCode = tenantBundle(app, c.TenantId).companyCode ?? '';
  return {
    viewer: { kind: 'rider', tenantId: c.TenantId, riderId: row.rider_id },
    riderId: row.rider_id, tenantId: c.TenantId, name: row.name, mobileNo: row.mobile_no, saleUnit: row.sale_unit,
    vehicleType: row.vehicle_type, vehiclePlate: row.vehicle_plate, companyCode, invoiceApproval: invoiceApprovalFor(companyCode),
  };
}

export interface InvoiceRow {
  status: InvoiceStatus;
  reason: string | null;
  riderId: string | null;
  decidedAt: string | null;
}

/** An order's invoice as its rider sees it: no decision yet is 'Wait'. */
export async function invoiceOf(q: Queryable, tenantId: string, orderId: string, forUpdate = false): Promise<InvoiceRow> {
  const [row] = await q.query<{ status: InvoiceStatus; reason: string | null; rider_id: string; decided_at: string | Date }>(
    `SELECT status, reason, rider_id, decided_at FROM rider_invoices WHERE tenant_id = $1 AND order_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, orderId],
  );
  if (!row) return { status: 'Wait', reason: null, riderId: null, decidedAt: null };
  return { status: row.status, reason: row.reason, riderId: row.rider_id, decidedAt: new Date(row.decided_at).toISOString() };
}
