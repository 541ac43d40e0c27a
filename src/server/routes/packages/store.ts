import type { Queryable } from '../../db/index';
import { UNUSABLE } from './ledger';

export const PACKAGE_NOT_FOUND = 'Package not found';

export interface PackageItem { P_Code: string; Quantity: number }
export interface NamedPackageItem extends PackageItem { ProductName: string; ProductNameEn: string }

export interface PrepaidPackage {
  PackageCode: string;
  SaleUnit: string;
  Name: string;
  NameEn: string;
  Price: number;
  ValidDays: number;
  Items: NamedPackageItem[];
  Active: boolean;
  CreatedAt: string;
}

/** A package as stored: its items without product names. */
type StoredPackage = Omit<PrepaidPackage, 'Items'> & { Items: PackageItem[] };

function toPackage(r: Record<string, unknown>): StoredPackage {
  return {
    PackageCode: String(r.package_code), SaleUnit: String(r.sale_unit), Name: String(r.name), NameEn: String(r.name_en ?? ''),
    Price: Number(r.price), ValidDays: Number(r.valid_days), Items: (r.items as PackageItem[]) ?? [], Active: Boolean(r.active),
    CreatedAt: new Date(r.created_at as string).toISOString(),
  };
}

/** Product names for the items (one read), so lists need no second call. */
async function withNames(q: Queryable, tenantId: string, packages: StoredPackage[]): Promise<PrepaidPackage[]> {
  const codes = [...new Set(packages.flatMap((p) => p.Items.map((i) => i.P_Code)))];
  if (codes.length === 0) return packages.map((p) => ({ ...p, Items: [] }));
  const rows = await q.query<{ p_code: string; name_th: string; name_en: string }>(
    'SELECT p_code, name_th, name_en FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[])', [tenantId, codes],
  );
  const names = new Map(rows.map((r) => [r.p_code, r]));
  return packages.map((p) => ({ ...p, Items: p.Items.map((i) => ({ ...i, ProductName: names.get(i.P_Code)?.name_th ?? i.P_Code, ProductNameEn: names.get(i.P_Code)?.name_en ?? i.P_Code })) }));
}

export async function loadPackage(q: Queryable, tenantId: string, code: string): Promise<PrepaidPackage | null> {
  const [row] = await q.query<Record<string, unknown>>('SELECT * FROM prepaid_packages WHERE tenant_id = $1 AND package_code = $2', [tenantId, code]);
  return row ? (await withNames(q, tenantId, [toPackage(row)]))[0] : null;
}

export async function listPackages(q: Queryable, tenantId: string, saleUnits: string[], opts: { activeOnly?: boolean } = {}): Promise<PrepaidPackage[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT * FROM prepaid_packages WHERE tenant_id = $1 AND sale_unit = ANY($2::text[]) ${opts.activeOnly ? 'AND active' : ''}
      ORDER BY created_at DESC, package_code DESC LIMIT 200`,
    [tenantId, saleUnits],
  );
  return withNames(q, tenantId, rows.map(toPackage));
}

export async function insertPackage(
  q: Queryable, tenantId: string, p: Omit<StoredPackage, 'PackageCode' | 'Active' | 'CreatedAt'>, by: string, now: Date,
): Promise<string> {
  const [{ seq }] = await q.query<{ seq: string | number }>("SELECT nextval('prepaid_package_seq') AS seq");
  const code = `PP${String(Number(seq)).padStart(6, '0')}`;
  await q.query(
    `INSERT INTO prepaid_packages (tenant_id, package_code, sale_unit, name, name_en, price, valid_days, items, active, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, true, $9, $10)`,
    [tenantId, code, p.SaleUnit, p.Name, p.NameEn, p.Price, p.ValidDays, JSON.stringify(p.Items.map((i) => ({ P_Code: i.P_Code, Quantity: i.Quantity }))), by, now],
  );
  return code;
}

export interface HoldingItem { P_Code: string; ProductName: string; ProductNameEn: string; Bought: number; Remaining: number; Unit: string; UnitName: string; UnitNameEn: string }

export interface Holding {
  HoldingCode: string;
  PackageCode: string;
  CustomerCode: string;
  CustomerName: string;
  SaleUnit: string;
  OrderId: string;
  Name: string;
  NameEn: string;
  Price: number;
  BoughtAt: string;
  ExpiresAt: string;
  /** active (usable), awaitingPayment (transfer not approved yet), expired, cancelled (its order was). */
  Status: 'active' | 'awaitingPayment' | 'expired' | 'cancelled';
  Items: HoldingItem[];
}

export interface LedgerEntry { P_Code: string; ProductName: string; ProductNameEn: string; Quantity: number; Kind: 'purchase' | 'draw' | 'refund'; OrderId: string; At: string }

/**
 * Holdings with what is left of each item, newest first. `where` adds a filter on `h`
 * (customer or centres); every caller passes the tenant.
 */
export async function listHoldings(q: Queryable, tenantId: string, where: { customerCode?: string; saleUnits?: string[]; holdingCode?: string }, now: Date): Promise<Holding[]> {
  const params: unknown[] = [tenantId];
  const filter = ['h.tenant_id = $1'];
  if (where.customerCode) { params.push(where.customerCode); filter.push(`h.customer_code = $${params.length}`); }
  if (where.saleUnits) { params.push(where.saleUnits); filter.push(`h.sale_unit = ANY($${params.length}::text[])`); }
  if (where.holdingCode) { params.push(where.holdingCode); filter.push(`h.holding_code = $${params.length}`); }
  const rows = await q.query<Record<string, unknown>>(
    `SELECT h.*, o.status AS order_status, c.customer_name,
            (SELECT coalesce(json_agg(json_build_object('P_Code', x.p_code, 'Bought', x.bought, 'Remaining', x.remaining, 'ProductName', coalesce(p.name_th, x.p_code),
                     'ProductNameEn', coalesce(p.name_en, x.p_code),
                     'Unit', coalesce(p.unit1, ''), 'UnitName', coalesce(p.unit1_name_th, p.unit1, ''), 'UnitNameEn', coalesce(nullif(p.unit1_name_en, ''), p.unit1_name_th, p.unit1, '')) ORDER BY x.p_code), '[]'::json)
               FROM (SELECT l.p_code, sum(l.quantity) FILTER (WHERE l.kind = 'purchase') AS bought, sum(l.quantity) AS remaining
                       FROM package_ledger l WHERE l.tenant_id = h.tenant_id AND l.holding_code = h.holding_code GROUP BY l.p_code) x
               LEFT JOIN products p ON p.tenant_id = h.tenant_id AND p.p_code = x.p_code) AS items
       FROM customer_packages h
       JOIN orders o ON o.tenant_id = h.tenant_id AND o.order_id = h.order_id
       LEFT JOIN customers c ON c.tenant_id = h.tenant_id AND c.customer_code = h.customer_code
      WHERE ${filter.join(' AND ')}
      ORDER BY h.bought_at DESC, h.holding_code DESC LIMIT 200`,
    params,
  );
  const unusable = UNUSABLE.replace(/'/g, '').split(', ');
  return rows.map((r) => {
    const expires = new Date(r.expires_at as string);
    const orderStatus = String(r.order_status);
    const status: Holding['Status'] = orderStatus === 'CANCELLED' ? 'cancelled' : expires <= now ? 'expired' : unusable.includes(orderStatus) ? 'awaitingPayment' : 'active';
    const items = typeof r.items === 'string' ? JSON.parse(r.items) : r.items;
    return {
      HoldingCode: String(r.holding_code), PackageCode: String(r.package_code), CustomerCode: String(r.customer_code), CustomerName: String(r.customer_name ?? ''),
      SaleUnit: String(r.sale_unit), OrderId: String(r.order_id), Name: String(r.name), NameEn: String(r.name_en ?? ''), Price: Number(r.price),
      BoughtAt: new Date(r.bought_at as string).toISOString(), ExpiresAt: expires.toISOString(), Status: status,
      Items: (items as HoldingItem[]).map((i) => ({ ...i, Bought: Number(i.Bought ?? 0), Remaining: Number(i.Remaining) })),
    };
  });
}

/** Every movement of one holding, oldest first. */
export async function holdingHistory(q: Queryable, tenantId: string, holdingCode: string): Promise<LedgerEntry[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT l.p_code, l.quantity, l.kind, l.order_id, l.created_at, coalesce(p.name_th, l.p_code) AS name_th, coalesce(p.name_en, l.p_code) AS name_en
       FROM package_ledger l LEFT JOIN products p ON p.tenant_id = l.tenant_id AND p.p_code = l.p_code
      WHERE l.tenant_id = $1 AND l.holding_code = $2 ORDER BY l.entry_id`,
    [tenantId, holdingCode],
  );
  return rows.map((r) => ({
    P_Code: String(r.p_code), ProductName: String(r.name_th), ProductNameEn: String(r.name_en), Quantity: Number(r.quantity),
    Kind: r.kind as LedgerEntry['Kind'], OrderId: String(r.order_id), At: new Date(r.created_at as string).toISOString(),
  }));
}
