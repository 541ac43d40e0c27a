import { DEFAULT_ADDRESS_NAME, type NewDeliveryAddress } from '../../../domain/address';
import { nextCounter } from '../../accounts/counters';
import type { Db, Queryable } from '../../db/index';

/** One SHIPTO entry as the spec's clients read it (section 3 "Delivery address"). */
export interface AddressView extends NewDeliveryAddress {
  _id: string;
  AddressCode: string;
  Active: 'Y' | 'N';
}

const COLUMNS = `address_id, customer_code, sale_unit, address_type, name, tax_id, address, province, province_name, ampher, ampher_name,
  town, town_name, postal_code, lat, long, remark, phone, active`;

function toView(r: Record<string, unknown>): AddressView {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    _id: s(r.address_id), AddressCode: s(r.address_id), Cust_ID: s(r.customer_code), SaleUnit: s(r.sale_unit), TaxID: s(r.tax_id),
    Name: s(r.name), Address_Type: s(r.address_type) as AddressView['Address_Type'], Address_: s(r.address),
    Province: s(r.province), ProvinceName: s(r.province_name), Ampher: s(r.ampher), AmpherName: s(r.ampher_name),
    Town: s(r.town), TownName: s(r.town_name), PostalCode: s(r.postal_code), Lat: s(r.lat), Long: s(r.long),
    Remark: s(r.remark), Phone: s(r.phone), Active: r.active === 'Y' ? 'Y' : 'N',
  };
}

export async function listAddresses(q: Queryable, tenantId: string, customerCode: string): Promise<AddressView[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2
      ORDER BY CASE address_type WHEN 'S' THEN 0 WHEN 'B' THEN 1 ELSE 2 END, created_at, address_id`,
    [tenantId, customerCode],
  );
  return rows.map(toView);
}

export async function findAddress(q: Queryable, tenantId: string, customerCode: string, addressId: string): Promise<AddressView | undefined> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2 AND address_id = $3`,
    [tenantId, customerCode, addressId],
  );
  return row && toView(row);
}

const coord = (v: string): number | null => (v.trim() === '' ? null : Number(v));

export async function insertAddress(q: Queryable, tenantId: string, a: NewDeliveryAddress & { _id?: string }, at: Date): Promise<string> {
  const id = a._id?.trim() || `ADR${String(await nextCounter(q, tenantId, 'address')).padStart(7, '0')}`;
  await q.query(
    `INSERT INTO customer_addresses (tenant_id, customer_code, address_id, sale_unit, address_type, name, tax_id, address, province, province_name,
       ampher, ampher_name, town, town_name, postal_code, lat, long, remark, phone, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'Y', $20, $20)`,
    [tenantId, a.Cust_ID, id, a.SaleUnit, a.Address_Type, a.Name, a.TaxID, a.Address_, a.Province, a.ProvinceName, a.Ampher, a.AmpherName,
      a.Town, a.TownName, a.PostalCode, coord(a.Lat), coord(a.Long), a.Remark, a.Phone, at],
  );
  return id;
}

export async function updateAddress(q: Queryable, tenantId: string, id: string, a: NewDeliveryAddress, at: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE customer_addresses SET sale_unit = $4, address_type = $5, name = $6, tax_id = $7, address = $8, province = $9, province_name = $10,
       ampher = $11, ampher_name = $12, town = $13, town_name = $14, postal_code = $15, lat = $16, long = $17, remark = $18, phone = $19,
       active = 'Y', updated_at = $20
     WHERE tenant_id = $1 AND customer_code = $2 AND address_id = $3 RETURNING address_id`,
    [tenantId, a.Cust_ID, id, a.SaleUnit, a.Address_Type, a.Name, a.TaxID, a.Address_, a.Province, a.ProvinceName, a.Ampher, a.AmpherName,
      a.Town, a.TownName, a.PostalCode, coord(a.Lat), coord(a.Long), a.Remark, a.Phone, at],
  );
  return rows.length === 1;
}

export async function setAddressActive(q: Queryable, tenantId: string, customerCode: string, id: string, active: boolean, at: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE customer_addresses SET active = $4, updated_at = $5 WHERE tenant_id = $1 AND customer_code = $2 AND address_id = $3 RETURNING address_id`,
    [tenantId, customerCode, id, active ? 'Y' : 'N', at],
  );
  return rows.length === 1;
}

/**
 * Creates the default shipping ('S') and billing ('B') addresses, built from the profile, for the
 * customers `codes` (all of the tenant's when null) that have no address other than type C: the
 * same rule as `defaultAddressesToCreate`, set-based so that an import of many customers costs
 * three statements. Called wherever customers are created (registration, agents, imports, seeds)
 * and once at start for customers created before (see backfillDefaultAddresses): reading the
 * address list never writes. The centre is the customer's default centre, else their first.
 */
export async function createDefaultAddresses(q: Queryable, tenantId: string, codes: readonly string[] | null, at: Date): Promise<number> {
  const need = (await q.query<{ customer_code: string }>(
    `SELECT c.customer_code FROM customers c
      WHERE c.tenant_id = $1 AND ($2::text[] IS NULL OR c.customer_code = ANY($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.tenant_id = c.tenant_id AND a.customer_code = c.customer_code AND a.address_type <> 'C')
      ORDER BY c.customer_code`,
    [tenantId, codes],
  )).map((r) => r.customer_code);
  if (need.length === 0) return 0;
  const [{ value }] = await q.query<{ value: number | string }>(
    `INSERT INTO tenant_counters (tenant_id, name, value) VALUES ($1, 'address', $2)
     ON CONFLICT (tenant_id, name) DO UPDATE SET value = tenant_counters.value + $2 RETURNING value`,
    [tenantId, need.length * 2],
  );
  const first = Number(value) - need.length * 2 + 1;
  await q.query(
    `INSERT INTO customer_addresses (tenant_id, customer_code, address_id, sale_unit, address_type, name, tax_id, address, province, province_name,
       ampher, ampher_name, town, town_name, postal_code, lat, long, remark, phone, active, created_at, updated_at)
     SELECT c.tenant_id, c.customer_code, 'ADR' || lpad(x.id::text, greatest(7, length(x.id::text)), '0'),
            coalesce(nullif(c.default_sale_unit, ''), (SELECT min(cc.sale_unit) FROM customer_centers cc WHERE cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code), ''),
            t.type, CASE WHEN btrim(coalesce(c.customer_name, '')) <> '' THEN c.customer_name ELSE $4 END,
            coalesce(c.tax_no, ''), coalesce(c.address, ''), coalesce(c.province_id, ''), coalesce(c.province_name, ''), coalesce(c.ampher_id, ''),
            coalesce(c.ampher_name, ''), coalesce(c.town_id, ''), coalesce(c.town_name, ''), coalesce(c.zip, ''), c.lat, c.lon, '', coalesce(c.phone, ''), 'Y', $5, $5
       FROM unnest($2::text[]) WITH ORDINALITY AS n(code, i)
       JOIN customers c ON c.tenant_id = $1 AND c.customer_code = n.code
       CROSS JOIN (VALUES ('S', 0), ('B', 1)) AS t(type, k)
       CROSS JOIN LATERAL (SELECT $3::bigint + (n.i - 1) * 2 + t.k AS id) AS x`,
    [tenantId, need, first, DEFAULT_ADDRESS_NAME.en, at],
  );
  return need.length;
}

/** Any lock key: one process at a time backfills. */
const BACKFILL_LOCK = 7_252_026;

/** Default addresses for every customer of every tenant that has none yet (system work at start). */
export async function backfillDefaultAddresses(db: Db, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BACKFILL_LOCK]);
    const tenants = await tx.query<{ tenant_id: string }>(
      `SELECT DISTINCT c.tenant_id FROM customers c
        WHERE NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.tenant_id = c.tenant_id AND a.customer_code = c.customer_code AND a.address_type <> 'C')`,
    );
    let n = 0;
    for (const t of tenants) n += await createDefaultAddresses(tx, t.tenant_id, null, at);
    return n;
  });
}

/** The ship-to / bill-to block an order keeps (the merchant order detail's ShipTo and BillTo). */
export function orderParty(a: AddressView) {
  return {
    Code: a._id, Name: a.Name, Address: a.Address_, Province: a.ProvinceName || a.Province, Ampher: a.AmpherName || a.Ampher,
    Town: a.TownName || a.Town, ZipCode: a.PostalCode, TaxID: a.TaxID, Phone: a.Phone, Lat: a.Lat, Long: a.Long, Remark: a.Remark,
  };
}
export type OrderParty = ReturnType<typeof orderParty>;
