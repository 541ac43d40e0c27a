import { Type } from '@sinclair/typebox';
import { Body, SaleUnit } from '../schemas';
import { PCode } from '../cart/schemas';

// Any well-formed code: an unknown one is a 404 "Package not found", like other back-office ids.
export const PackageCode = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$', description: 'Package code, e.g. PP000001' });
export const HoldingCode = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$', description: 'A customer\'s package, e.g. HP00000001' });
export const PackagePayment = Type.Union([Type.Literal('COD'), Type.Literal('BANK'), Type.Literal('AR')], {
  description: 'COD, bank transfer (usable once the transfer is approved), or credit (AR, within the credit balance)',
});

export const PackageParams = Type.Object({ packageCode: PackageCode }, { additionalProperties: false });
export const HoldingParams = Type.Object({ holdingCode: HoldingCode }, { additionalProperties: false });

export const BuyBody = Body({
  paymentMethod: PackagePayment,
  shipToCode: Type.String({ minLength: 1, maxLength: 40, description: 'An active address (_id) of the customer (the order\'s address)' }),
});

export const NewPackageBody = Body({
  saleUnit: SaleUnit,
  name: Type.String({ minLength: 1, maxLength: 120, description: 'Thai name' }),
  nameEn: Type.Optional(Type.String({ maxLength: 120 })),
  price: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Package price in baht, VAT included' }),
  validDays: Type.Integer({ minimum: 1, maximum: 3650, description: 'Days from purchase until it expires' }),
  items: Type.Array(Type.Object({ P_Code: PCode, Quantity: Type.Integer({ minimum: 1, maximum: 100_000, description: 'Base units (unit 1)' }) }, { additionalProperties: false }), {
    minItems: 1, maxItems: 50,
  }),
});

export const PackageActiveBody = Body({ active: Type.Boolean({ description: 'false: no longer on sale (holdings already sold stay usable)' }) });
