import { Type } from '@sinclair/typebox';
import { Body } from '../schemas';

/** A product code as the catalogue keeps it (no spaces). */
export const PCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^\\S+$', description: 'Product code (P_Code)' });
export const Qty = Type.Integer({ minimum: 0, maximum: 100000, description: 'Whole quantity of that unit' });
export const CartModeSchema = Type.Optional(Type.Union([Type.Literal('sales'), Type.Literal('redeem')], { default: 'sales', description: 'sales (money) or redeem (points); default sales' }));

export const CartLineBody = Body({
  P_Code: PCode,
  qty1: Qty,
  qty2: Qty,
  qty3: Qty,
  selected: Type.Optional(Type.Boolean({ description: 'false keeps the line unselected; default selected' })),
  mode: CartModeSchema,
});
