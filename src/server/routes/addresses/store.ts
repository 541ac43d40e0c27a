import { defaultAddressesToCreate, type NewDeliveryAddress } from '../../../domain/address';
import { customerUser, type CustomerRow } from '../../accounts/customers';
import { nextCounter } from '../../accounts/counters';
import type { Queryable } from '../../db/index';

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
 * The spec's first read: a customer with no address other than 'C' gets default shipping and
 * billing addresses built from the profile ('Default address' when the name is missing). Runs
 * under a lock on the customer row so two first reads at once create them once.
 */
export async function ensureDefaultAddresses(q: Queryable, customer: CustomerRow, saleUnit: string, at: Date): Promise<void> {
  const existing = await q.query<{ address_type: string; active: string }>(
    'SELECT address_type, active FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2',
    [customer.tenantId, customer.customerCode],
  );
  const profile = customerUser(customer, { saleUnit, name: '' });
  if (defaultAddressesToCreate(profile, existing.map((e) => ({ Address_Type: e.address_type, Active: e.active }))).length === 0) return;
  await q.query('SELECT 1 FROM customers WHERE tenant_id = $1 AND customer_code = $2 FOR UPDATE', [customer.tenantId, customer.customerCode]);
  const again = await q.query<{ address_type: string; active: string }>(
    'SELECT address_type, active FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2',
    [customer.tenantId, customer.customerCode],
  );
  for (const a of defaultAddressesToCreate(profile, again.map((e) => ({ Address_Type: e.address_type, Active: e.active })))) {
    await insertAddress(q, customer.tenantId, a, at);
  }
}

/** The ship-to / bill-to block an order keeps (the merchant order detail's ShipTo and BillTo). */
export function orderParty(a: AddressView) {
  return {
    Code: a._id, Name: a.Name, Address: a.Address_, Province: a.ProvinceName || a.Province, Ampher: a.AmpherName || a.Ampher,
    Town: a.TownName || a.Town, ZipCode: a.PostalCode, TaxID: a.TaxID, Phone: a.Phone, Lat: a.Lat, Long: a.Long, Remark: a.Remark,
  };
}
export type OrderParty = ReturnType<typeof orderParty>;
