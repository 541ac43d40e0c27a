import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

/** Success bodies of prepaid packages (docs/packages.md): the packages on sale and the customers' holdings. */

const Str = Type.String();
const Instant = Type.String({ description: 'ISO 8601 instant' });

const PackageItem = Open({
  P_Code: Str, Quantity: Type.Integer({ description: 'Base units (unit 1)' }),
  ProductName: Type.String({ description: 'Thai product name (the code when the product is gone)' }),
  ProductNameEn: Type.String({ description: 'English product name (the code when the product is gone)' }),
});

/** One package a centre sells. */
export const PackageSchema = Open({
  PackageCode: Str, SaleUnit: Str, Name: Str, NameEn: Str,
  Price: Type.Number({ description: 'Baht, VAT included' }), ValidDays: Type.Integer({ description: 'Days from purchase until it expires' }),
  Items: Type.Array(PackageItem), Active: Type.Boolean({ description: 'false: no longer on sale' }), CreatedAt: Instant,
}, 'A prepaid package: product quantities at a package price');

export const PackageListSchema = Open({ Data: Type.Array(PackageSchema) }, 'Packages, newest first (at most 200)');

const HoldingItem = Open({
  P_Code: Str, ProductName: Str, ProductNameEn: Str,
  Bought: Type.Number({ description: 'Base units bought' }), Remaining: Type.Number({ description: 'Base units left' }),
  Unit: Type.String({ description: 'The base unit\'s code (empty when the product is gone)' }),
  UnitName: Type.String({ description: 'The base unit\'s Thai name' }), UnitNameEn: Type.String({ description: 'The base unit\'s English name (the Thai one when it has none)' }),
});

const holdingFields = {
  HoldingCode: Str, PackageCode: Str, CustomerCode: Str, CustomerName: Type.String({ description: 'Empty when the customer record is gone' }),
  SaleUnit: Str, OrderId: Type.String({ description: 'The order that bought it' }), Name: Str, NameEn: Str, Price: Type.Number(),
  BoughtAt: Instant, ExpiresAt: Instant,
  Status: Type.Union([Type.Literal('active'), Type.Literal('awaitingPayment'), Type.Literal('expired'), Type.Literal('cancelled')], {
    description: 'active: usable; awaitingPayment: its transfer is not approved yet; expired; cancelled: its order was',
  }),
  Items: Type.Array(HoldingItem),
};

/** One package a customer holds. */
export const HoldingSchema = Open(holdingFields, 'A customer\'s package with what is left of each item');

export const HoldingListSchema = Open({ Data: Type.Array(HoldingSchema) }, 'Holdings, newest first (at most 200)');

const LedgerEntry = Open({
  P_Code: Str, ProductName: Str, ProductNameEn: Str,
  Quantity: Type.Number({ description: 'Base units: positive for the purchase and refunds, negative for a draw' }),
  Kind: Type.Union([Type.Literal('purchase'), Type.Literal('draw'), Type.Literal('refund')]), OrderId: Str, At: Instant,
});

export const HoldingDetailSchema = Open({ ...holdingFields, History: Type.Array(LedgerEntry, { description: 'Oldest first' }) },
  'One holding with every movement (the purchase and each draw, with its order)');

export const PurchaseSchema = Open({
  OrderId: Type.String({ description: 'The order of the package' }), Holding: HoldingSchema,
}, 'The bought package (the same answer on a retry with the same Idempotency-Key)');
