import { Type } from '@sinclair/typebox';

/** A product code: letters, digits, '-', '_' and '.' (e.g. '1000001'). */
export const PCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$', description: 'Product code (P_Code)', example: '1000001' });

/** A category code of one hierarchy level; empty means "any". */
export const CategoryCode = Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9._-]*$', description: 'Category code (empty = any)' });

/** Free text typed by a buyer (Thai or English). */
export const SearchText = Type.String({ maxLength: 100, description: 'Thai or English text; matched as substrings (all space-separated parts must occur)' });

/** Paging: the storefront loads 12 at a time. */
export const Take = (def: number, max: number) => Type.Integer({ minimum: 1, maximum: max, default: def });
export const Skip = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });

/** Query-string booleans as the clients send them: true/false, Y/N. */
export const YesNo = Type.Union([Type.Boolean(), Type.Literal('Y'), Type.Literal('N')]);
export const yes = (v: boolean | 'Y' | 'N' | undefined) => v === true || v === 'Y';

/** Data-wrapped answers, as the spec's `Data` responses. */
export const CATALOG_TAG = 'catalogue';
