import { describe, expect, it } from 'vitest';
import { validatePackageRows, type PackageImportContext, type RawRow } from '../../../src/domain/imports/index';

/* Package (unit) import rows as the migration page reports them; imports.test.ts has the main walk. */

const ctx: PackageImportContext = { products: new Set(['P1', 'P2', 'P3']), barcodeOwners: new Map([['8850000000010', 'P2']]) };
const base = { P_CODE: 'P1', UNIT1: 'PC', UNIT1NAME_TH: 'ชิ้น' };
const rows = (...values: Record<string, string>[]): RawRow[] => values.map((v, i) => ({ line: i + 2, values: v }));
const check = (...values: Record<string, string>[]) => validatePackageRows(rows(...values), ctx);
const problems = (values: Record<string, string>) => check({ ...base, ...values }).bad.map(({ field, reason, code, params }) => ({ field, reason, code, params }));

describe('package rows', () => {
  it('reads a product with its base unit only, the other units cleared', () => {
    expect(check({ ...base, UNIT1NAME_EN: ' piece ', BARCODE1: '96385074' }).good).toEqual([{ line: 2, value: { pCode: 'P1', units: [
      { code: 'PC', nameTh: 'ชิ้น', nameEn: 'piece', rate: 1, barcode: '96385074' }, null, null,
    ] } }]);
  });

  it('needs the base unit and its Thai name, and a product code of the tenant', () => {
    expect(problems({ UNIT1: '', UNIT1NAME_TH: '' })).toEqual([{ field: 'UNIT1', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ UNIT1NAME_TH: '' })).toEqual([{ field: 'UNIT1NAME_TH', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ P_CODE: '' })).toEqual([{ field: 'P_CODE', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ P_CODE: 'P 1' })).toEqual([{ field: 'P_CODE', reason: 'has an invalid format', code: 'format', params: undefined }]);
    expect(problems({ P_CODE: 'P9' })).toEqual([{ field: 'P_CODE', reason: 'is not a product of this tenant', code: 'notProduct', params: undefined }]);
    expect(problems({ UNIT1: 'P.C' })).toEqual([{ field: 'UNIT1', reason: 'may contain only letters, digits, _ -', code: 'typeChars', params: undefined }]);
    expect(problems({ UNIT1NAME_EN: 'e'.repeat(101) })).toEqual([{ field: 'UNIT1NAME_EN', reason: 'is longer than 100 characters', code: 'tooLong', params: { max: 100 } }]);
  });

  it('names everything given for a unit that is missing', () => {
    expect(problems({ UNIT2NAME_TH: 'แพ็ค', UNIT2NAME_EN: 'pack', BARCODE2: '8850000000027' })).toEqual(['UNIT2NAME_TH', 'UNIT2NAME_EN', 'BARCODE2'].map((field) => (
      { field, reason: 'is given without UNIT2', code: 'withoutUnit', params: { unit: 'UNIT2' } })));
  });

  it('needs each unit bigger than the one before, with a rate and a Thai name', () => {
    const two = { UNIT2: 'PK', UNIT2NAME_TH: 'แพ็ค' };
    expect(problems({ ...two })).toEqual([{ field: 'UNIT2RATE', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ ...two, UNIT2NAME_TH: '', UNIT2RATE: '6' })).toEqual([{ field: 'UNIT2NAME_TH', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ ...two, UNIT2RATE: '6', UNIT3: 'CS', UNIT3NAME_TH: 'ลัง', UNIT3RATE: '6' })).toEqual([{ field: 'UNIT3RATE', reason: 'must be greater than 6', code: 'greaterThan', params: { n: 6 } }]);
    expect(problems({ ...two, UNIT2RATE: '1.5' })).toEqual([]);
    expect(check({ ...base, ...two, UNIT2RATE: '6', UNIT3: 'CS', UNIT3NAME_TH: 'ลัง', UNIT3RATE: '6.001' }).good[0].value.units.map((u) => u?.rate)).toEqual([1, 6, 6.001]);
    expect(problems({ ...two, UNIT2RATE: '1000001' })).toEqual([{ field: 'UNIT2RATE', reason: 'must be at most 1000000', code: 'atMost', params: { n: 1000000 } }]);
  });

  it('compares unit 3 with the base unit when unit 2 has no readable rate', () => {
    expect(problems({ UNIT2: 'PK', UNIT2NAME_TH: 'แพ็ค', UNIT2RATE: 'x', UNIT3: 'CS', UNIT3NAME_TH: 'ลัง', UNIT3RATE: '2' })).toEqual([
      { field: 'UNIT2RATE', reason: 'must be a number', code: 'number', params: undefined },
    ]);
    expect(problems({ UNIT2: 'PK', UNIT2NAME_TH: 'แพ็ค', UNIT2RATE: 'x', UNIT3: 'CS', UNIT3NAME_TH: 'ลัง', UNIT3RATE: '1' })).toEqual([
      { field: 'UNIT2RATE', reason: 'must be a number', code: 'number', params: undefined },
      { field: 'UNIT3RATE', reason: 'must be greater than 1', code: 'greaterThan', params: { n: 1 } },
    ]);
  });

  it('needs unit 2 before unit 3', () => {
    expect(problems({ UNIT3: 'CS', UNIT3NAME_TH: 'ลัง', UNIT3RATE: '24' })).toEqual([{ field: 'UNIT3', reason: 'needs UNIT2', code: 'needsUnit2', params: undefined }]);
  });

  it('refuses a bad check digit, a barcode used twice in one row, and one repeated in the file', () => {
    expect(problems({ BARCODE1: '8850000000011' })).toEqual([{ field: 'BARCODE1', reason: 'is not a valid EAN-8/UPC-A/EAN-13/ITF-14 barcode (length or check digit)', code: 'barcode', params: undefined }]);
    expect(problems({ BARCODE1: '8850000000027', UNIT2: 'PK', UNIT2NAME_TH: 'แพ็ค', UNIT2RATE: '6', BARCODE2: '8850000000027' })).toEqual([
      { field: 'BARCODE2', reason: 'is used for two units of this product', code: 'barcodeTwice', params: undefined },
    ]);
    const r = check({ ...base, BARCODE1: '8850000000027' }, { ...base, P_CODE: 'P3', BARCODE1: '8850000000027' });
    expect(r.bad.map(({ line, field, reason, code, params }) => ({ line, field, reason, code, params }))).toEqual([
      { line: 3, field: 'BARCODE1', reason: 'is repeated (first on line 2)', code: 'repeated', params: { line: 2 } },
    ]);
  });

  it('lets a product keep its own barcode, and names the product holding another', () => {
    expect(check({ ...base, P_CODE: 'P2', BARCODE1: '8850000000010' }).bad).toEqual([]);
    expect(problems({ BARCODE1: '8850000000010' })).toEqual([{ field: 'BARCODE1', reason: 'is already the barcode of product P2', code: 'barcodeUsed', params: { code: 'P2' } }]);
  });

  it('names a repeated product with the line it was first on, however often it comes back', () => {
    const r = check({ ...base }, { ...base, P_CODE: 'P2' }, { ...base }, { ...base });
    expect(r.good.map((g) => g.line)).toEqual([2, 3]);
    expect(r.bad.map(({ line, field, code, params }) => ({ line, field, code, params }))).toEqual([
      { line: 4, field: 'P_CODE', code: 'repeated', params: { line: 2 } },
      { line: 5, field: 'P_CODE', code: 'repeated', params: { line: 2 } },
    ]);
  });
});
