import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewDeliveryAddress } from '../../../domain/address';
import { findCustomer, type CustomerRow } from '../../accounts/customers';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { HttpError, conflict, forbidden, notFound } from '../../errors';
import { Body } from '../schemas';
import { AddressListSchema, AddressSavedSchema } from './responses';
import { findAddress, insertAddress, listAddresses, setAddressActive, updateAddress, type AddressView } from './store';

const TAGS = ['addresses'];
const SECURITY = [{ bearer: [] }];
export const SAP_ADDRESS_MESSAGE = 'Addresses of SAP customers are managed in SAP and cannot be changed here';

const AddressId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const AddressFields = {
  Cust_ID: Type.String({ minLength: 1, maxLength: 40, description: 'The signed-in customer\'s code' }),
  SaleUnit: Text(20),
  TaxID: Type.Optional(Type.String({ pattern: '^([0-9]{13})?$', description: '13 digits, or empty' })),
  // '\\S': stored trimmed, so spaces only would save a nameless address.
  Name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  Address_Type: Type.Union([Type.Literal('S'), Type.Literal('B')], { description: "'S' shipping or 'B' billing ('C' is the profile's own)" }),
  Address_: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  Province: Text(20), ProvinceName: Text(100), Ampher: Text(20), AmpherName: Text(100), Town: Text(20), TownName: Text(100),
  PostalCode: Type.String({ pattern: '^[0-9]{5}$', description: '5 digits' }),
  Lat: Type.Optional(Type.String({ pattern: '^(-?([0-8]?[0-9](\\.[0-9]+)?|90(\\.0+)?))?$', description: 'Decimal latitude, or empty' })),
  Long: Type.Optional(Type.String({ pattern: '^(-?((1[0-7][0-9]|[0-9]?[0-9])(\\.[0-9]+)?|180(\\.0+)?))?$', description: 'Decimal longitude, or empty' })),
  Remark: Text(500),
  Phone: Type.Optional(Type.String({ pattern: '^(0[0-9]{8,9})?$', description: 'Thai phone number, or empty' })),
};
const AddBody = Body({ _id: Type.Optional(Type.Union([AddressId, Type.Literal('')])), ...AddressFields });
const UpdateBody = Body({ _id: AddressId, ...AddressFields });
type AddressInput = Static<typeof AddBody>;

function toNew(b: AddressInput, saleUnit: string): NewDeliveryAddress {
  return {
    Cust_ID: b.Cust_ID, SaleUnit: b.SaleUnit || saleUnit, TaxID: b.TaxID ?? '', Name: b.Name.trim(), Address_Type: b.Address_Type,
    Address_: b.Address_.trim(), Province: b.Province ?? '', ProvinceName: b.ProvinceName ?? '', Ampher: b.Ampher ?? '', AmpherName: b.AmpherName ?? '',
    Town: b.Town ?? '', TownName: b.TownName ?? '', PostalCode: b.PostalCode, Lat: b.Lat ?? '', Long: b.Long ?? '', Remark: b.Remark ?? '', Phone: b.Phone ?? '',
  };
}

/** Delivery addresses of the signed-in customer (spec section 3 "Delivery address", docs/orders.md). */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  async function customerOf(request: FastifyRequest, code?: string): Promise<CustomerRow> {
    const claims = claimsOf(request);
    if (code && code !== claims.UserId) throw forbidden('A customer can only see and change their own addresses');
    const row = await findCustomer(app.db, claims.TenantId, claims.UserId);
    if (!row) throw new HttpError(500, 'Customer not found');
    return row;
  }
  function editable(row: CustomerRow): void {
    if (row.isSapCustomer) throw forbidden(SAP_ADDRESS_MESSAGE);
  }
  /** The address just written (read back in the same tenant). */
  async function savedAddress(tenantId: string, customerCode: string, id: string): Promise<AddressView> {
    const a = await findAddress(app.db, tenantId, customerCode, id);
    if (!a) throw notFound('Address not found');
    return a;
  }

  r.post('/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AddressListSchema }, tags: TAGS, security: SECURITY,
      summary: 'The customer\'s SHIPTO list (types C/S/B, Active Y/N); a read only: the default S and B addresses are made when the customer is created or imported',
      description: 'CustomerCode empty or the signed-in customer. AddressCode narrows to one address, AddressType to one type. Inactive addresses are listed with Active N.',
      body: Body({
        CustomerCode: Type.Optional(Type.String({ maxLength: 40 })),
        AddressCode: Type.Optional(Type.String({ maxLength: 40 })),
        AddressType: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('C'), Type.Literal('S'), Type.Literal('B')])),
      }),
    },
  }, async (request) => {
    const b = request.body;
    const row = await customerOf(request, b.CustomerCode);
    const all = await listAddresses(app.db, row.tenantId, row.customerCode);
    const data = all.filter((a) => (!b.AddressCode || a._id === b.AddressCode) && (!b.AddressType || a.Address_Type === b.AddressType));
    return { status: 200 as const, status_code: '200' as const, data };
  });

  r.post('/master_data_management/ADD_DELIVERY_ADDRESS', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AddressSavedSchema }, tags: TAGS, security: SECURITY, summary: 'Add a shipping or billing address (refused with 403 for SAP customers)',
      description: '_id may be sent (a client-made code) or left empty (the server makes one). An _id that already exists is a 409.',
      body: AddBody,
    },
  }, async (request) => {
    const b = request.body;
    const row = await customerOf(request, b.Cust_ID);
    editable(row);
    const id = await app.db.transaction(async (tx) => {
      if (b._id && await findAddress(tx, row.tenantId, row.customerCode, b._id)) throw conflict('This address already exists');
      return insertAddress(tx, row.tenantId, { ...toNew(b, claimsOf(request).SaleUnit ?? ''), _id: b._id || undefined }, now());
    });
    return { status: 200 as const, status_code: '200' as const, data: await savedAddress(row.tenantId, row.customerCode, id) };
  });

  r.post('/master_data_management/UPDATE_DELIVERY_ADDRESS', {
    preHandler: requireCustomer,
    schema: { response: { 200: AddressSavedSchema }, tags: TAGS, security: SECURITY, summary: 'Edit one of the customer\'s S/B addresses (403 for SAP customers); reactivates it', body: UpdateBody },
  }, async (request) => {
    const b = request.body;
    const row = await customerOf(request, b.Cust_ID);
    editable(row);
    const existing = await findAddress(app.db, row.tenantId, row.customerCode, b._id);
    if (!existing) throw notFound('Address not found');
    if (existing.Address_Type === 'C') throw forbidden('The customer address comes from the profile: edit the profile instead');
    await updateAddress(app.db, row.tenantId, b._id, toNew(b, existing.SaleUnit), now());
    return { status: 200 as const, status_code: '200' as const, data: await savedAddress(row.tenantId, row.customerCode, b._id) };
  });

  r.post('/master_data_management/DEACTIVATE_DELIVERY_ADDRESS', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AddressSavedSchema }, tags: TAGS, security: SECURITY, summary: 'Deactivate an address (Active N); it stays on orders that used it (403 for SAP customers)',
      body: Body({ _id: AddressId }),
    },
  }, async (request) => {
    const row = await customerOf(request);
    editable(row);
    const existing = await findAddress(app.db, row.tenantId, row.customerCode, request.body._id);
    if (!existing) throw notFound('Address not found');
    if (existing.Address_Type === 'C') throw forbidden('The customer address comes from the profile: edit the profile instead');
    await setAddressActive(app.db, row.tenantId, row.customerCode, request.body._id, false, now());
    return { status: 200 as const, status_code: '200' as const, data: await savedAddress(row.tenantId, row.customerCode, request.body._id) };
  });
}
