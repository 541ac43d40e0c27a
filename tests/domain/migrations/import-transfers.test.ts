import { describe, expect, it } from 'vitest';
import { stockKey, validateTransferRows, type RawRow, type TransferImportContext } from '../../../src/domain/imports/index';

/* Stock transfer import rows as the migration page reports them; imports.test.ts has the main walk. */

const ctx: TransferImportContext = {
  centres: new Set(['1001', '1002', '1003']),
  products: new Map([
    ['P1', { stockItem: true, unitCodes: ['PC', 'pk', 'CS'], rates: [1, 6, 24] }],
    ['P2', { stockItem: true, unitCodes: ['PC', '', ''], rates: [1, 0, 0] }],
  ]),
  stock: new Map([[stockKey('1001', 'P1'), 100], [stockKey('1001', 'P2'), 1.5]]),
};
const base = { P_CODE: 'P1', FROM_SALEUNIT: '1001', TO_SALEUNIT: '1002', QTY: '1' };
const rows = (...values: Record<string, string>[]): RawRow[] => values.map((v, i) => ({ line: i + 2, values: v }));
const check = (...values: Record<string, string>[]) => validateTransferRows(rows(...values), ctx);
const problems = (values: Record<string, string>) => check({ ...base, ...values }).bad.map(({ field, reason, code, params }) => ({ field, reason, code, params }));

describe('transfer rows', () => {
  it('reads a row with its unit by number or code (any case), and its reference', () => {
    expect(check({ ...base, QTY: '2', UNIT: 'PK', REF: ' TR-1 ' }).good).toEqual([{ line: 2, value: { pCode: 'P1', from: '1001', to: '1002', unit: 2, qty: 2, baseQty: 12, ref: 'TR-1' } }]);
    expect(check({ ...base, UNIT: 'cs' }).good[0].value).toMatchObject({ unit: 3, baseQty: 24 });
    expect(check({ ...base, UNIT: '1' }).good[0].value).toMatchObject({ unit: 1, baseQty: 1 });
    expect(check({ ...base, UNIT: 'pc' }).good[0].value).toMatchObject({ unit: 1, baseQty: 1 });
    expect(check({ ...base, UNIT: '3' }).good[0].value).toMatchObject({ unit: 3, baseQty: 24 });
    expect(check({ ...base, QTY: '0.5', UNIT: '2' }).good[0].value).toMatchObject({ unit: 2, qty: 0.5, baseQty: 3 });
  });

  it('refuses a unit the product does not have', () => {
    expect(problems({ UNIT: 'BOX' })).toEqual([{ field: 'UNIT', reason: 'is not a unit of this product (1, 2, 3 or its unit code)', code: 'notUnit', params: undefined }]);
    expect(problems({ UNIT: '4' })).toEqual([{ field: 'UNIT', reason: 'is not a unit of this product (1, 2, 3 or its unit code)', code: 'notUnit', params: undefined }]);
    expect(problems({ P_CODE: 'P2', UNIT: '2' })).toEqual([{ field: 'UNIT', reason: 'the product has no unit 2', code: 'noSuchUnit', params: { unit: 2 } }]);
    // No UNIT means unit 1, even for a product whose other units do not exist.
    expect(check({ ...base, P_CODE: 'P2', QTY: '1' }).good[0].value).toMatchObject({ unit: 1, baseQty: 1 });
  });

  it('names an unknown product once, and does not guess its unit by code', () => {
    expect(problems({ P_CODE: 'P9', UNIT: 'PK' })).toEqual([
      { field: 'P_CODE', reason: 'is not a product of this tenant', code: 'notProduct', params: undefined },
      { field: 'UNIT', reason: 'is not a unit of this product (1, 2, 3 or its unit code)', code: 'notUnit', params: undefined },
    ]);
    expect(problems({ P_CODE: 'P 9' })).toEqual([{ field: 'P_CODE', reason: 'has an invalid format', code: 'format', params: undefined }]);
    expect(problems({ P_CODE: 'P9', UNIT: '2' })).toEqual([{ field: 'P_CODE', reason: 'is not a product of this tenant', code: 'notProduct', params: undefined }]);
    expect(problems({ P_CODE: '' })).toEqual([{ field: 'P_CODE', reason: 'is required', code: 'required', params: undefined }]);
  });

  it('refuses a product without stock, and a move to the same centre, with their codes', () => {
    const services: TransferImportContext = { ...ctx, products: new Map([['SVC', { stockItem: false, unitCodes: ['EA', '', ''], rates: [1, 0, 0] }]]) };
    expect(validateTransferRows(rows({ ...base, P_CODE: 'SVC' }), services).bad).toEqual([
      { line: 2, field: 'P_CODE', reason: 'is not a stock item (no stock is kept for it)', code: 'notStockItem' },
    ]);
    expect(problems({ TO_SALEUNIT: '1001' })).toEqual([{ field: 'TO_SALEUNIT', reason: 'must differ from FROM_SALEUNIT', code: 'sameCentre', params: undefined }]);
  });

  it('checks both centres and the quantity', () => {
    expect(problems({ FROM_SALEUNIT: '9999', TO_SALEUNIT: '8888' })).toEqual([
      { field: 'FROM_SALEUNIT', reason: 'is not an active distribution centre of this tenant', code: 'notCentre', params: undefined },
      { field: 'TO_SALEUNIT', reason: 'is not an active distribution centre of this tenant', code: 'notCentre', params: undefined },
    ]);
    expect(problems({ QTY: '' })).toEqual([{ field: 'QTY', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ QTY: '1.2345' })).toEqual([{ field: 'QTY', reason: 'must have at most 3 decimals', code: 'decimals', params: { n: 3 } }]);
    expect(problems({ QTY: '10000001' })).toEqual([{ field: 'QTY', reason: 'must be at most 10000000', code: 'atMost', params: { n: 10000000 } }]);
    expect(problems({ REF: 'r'.repeat(51) })).toEqual([{ field: 'REF', reason: 'is longer than 50 characters', code: 'tooLong', params: { max: 50 } }]);
    expect(problems({ FROM_SALEUNIT: '', TO_SALEUNIT: '' }).map((p) => p.field)).toEqual(['FROM_SALEUNIT', 'TO_SALEUNIT']);
  });

  it('takes exactly the stock there is, with decimals, and not a bit more', () => {
    expect(check({ ...base, P_CODE: 'P2', QTY: '1.5' }).bad).toEqual([]);
    expect(problems({ P_CODE: 'P2', QTY: '1.501' })).toEqual([{ field: 'QTY', reason: 'needs 1.501 base units but 1001 has 1.5 in stock', code: 'shortStock', params: { need: 1.501, centre: '1001', have: 1.5 } }]);
    expect(problems({ FROM_SALEUNIT: '1003', TO_SALEUNIT: '1001' })).toEqual([{ field: 'QTY', reason: 'needs 1 base units but 1003 has 0 in stock', code: 'shortStock', params: { need: 1, centre: '1003', have: 0 } }]);
  });

  it('moves stock row by row: what leaves is gone, what arrives can move on', () => {
    const r = check(
      { ...base, QTY: '4', UNIT: '3' }, // 96 of 100 leave 1001
      { ...base, QTY: '5' }, // only 4 left
      { ...base, FROM_SALEUNIT: '1002', TO_SALEUNIT: '1003', QTY: '96' }, // all that arrived moves on
      { ...base, FROM_SALEUNIT: '1002', TO_SALEUNIT: '1003', QTY: '0.001' }, // nothing left there
      { ...base, FROM_SALEUNIT: '1003', TO_SALEUNIT: '1001', QTY: '96' },
    );
    expect(r.good.map((g) => [g.line, g.value.baseQty])).toEqual([[2, 96], [4, 96], [6, 96]]);
    expect(r.bad.map((b) => [b.line, b.params])).toEqual([[3, { need: 5, centre: '1001', have: 4 }], [5, { need: 0.001, centre: '1002', have: 0 }]]);
  });

  it('does not move stock for a refused row', () => {
    const r = check({ ...base, QTY: '100', REF: 'r'.repeat(51) }, { ...base, QTY: '100' });
    expect(r.good.map((g) => g.line)).toEqual([3]);
  });
});
