import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

/** Success bodies of the spec's delivery-address calls (section 3 "Delivery address"): `status` 200, `status_code` '200', `data`. */

const Str = Type.String();

/** One SHIPTO entry (store.ts `AddressView`): every field a string, empty when not set. */
export const AddressSchema = Open({
  _id: Str, AddressCode: Type.String({ description: 'The same code as _id' }), Cust_ID: Str, SaleUnit: Str, TaxID: Str, Name: Str,
  Address_Type: Type.Union([Type.Literal('C'), Type.Literal('S'), Type.Literal('B')], { description: 'C the customer\'s own (from the profile), S shipping, B billing' }),
  Address_: Str, Province: Str, ProvinceName: Str, Ampher: Str, AmpherName: Str, Town: Str, TownName: Str, PostalCode: Str,
  Lat: Type.String({ description: 'Decimal latitude as text, or empty' }), Long: Type.String({ description: 'Decimal longitude as text, or empty' }),
  Remark: Str, Phone: Str, Active: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
}, 'A delivery address');

export const AddressListSchema = Open({
  status: Type.Literal(200), status_code: Type.Literal('200'),
  data: Type.Array(AddressSchema, { description: 'S first, then B, then C; inactive ones too (Active N)' }),
}, 'The customer\'s addresses');

export const AddressSavedSchema = Open({
  status: Type.Literal(200), status_code: Type.Literal('200'), data: AddressSchema,
}, 'The address as saved');
