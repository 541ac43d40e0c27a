import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

const UnitIndex = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

const CartUnit = Open({
  Unit: UnitIndex,
  Code: Type.String(),
  Name: Type.String(),
  NameEn: Type.Optional(Type.String()),
  Rate: Type.Number(),
  Shown: Type.Boolean(),
  Price: Nullable(Type.Number({ description: 'null when the visitor may not see prices' })),
  Points: Nullable(Type.Number()),
});

const CartLineView = Open({
  P_Code: Type.String(),
  qty1: Type.Number(),
  qty2: Type.Number(),
  qty3: Type.Number(),
  selected: Type.Boolean(),
  Found: Type.Boolean({ description: 'false when the product left the catalogue' }),
  ProductName: Type.String(),
  ProductNameEn: Type.String(),
  Units: Type.Array(CartUnit),
  StockAvailable: Nullable(Type.Number()),
  OutOfStock: Type.Boolean(),
  Amount: Nullable(Type.Number()),
  Points: Type.Number(),
});

/** `GET api/cart` and every cart change: the cart as the storefront shows it (docs/orders.md "Cart"). */
export const CartViewSchema = Open({
  Mode: Type.Union([Type.Literal('sales'), Type.Literal('redeem')]),
  SaleUnit: Type.String(),
  PriceLevel: Type.Number(),
  Lines: Type.Array(CartLineView),
  Count: Type.Number(),
  SelectedCount: Type.Number(),
  Amount: Nullable(Type.Number()),
  Points: Type.Number(),
  Total: Nullable(Type.Number()),
  AllSelected: Type.Boolean(),
  Cleared: Nullable(Type.Union([Type.Literal('corrupt'), Type.Literal('guestPricesDisabled')])),
}, 'The server cart, restored and priced for this customer today');

export const QuickAddViewSchema = Open({ ...CartViewSchema.properties, AddedUnit: UnitIndex }, 'A cart change that says which unit the quick add counted');
