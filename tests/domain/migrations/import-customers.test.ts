import { describe, expect, it } from 'vitest';
import { validateCustomerRows, type CustomerImportContext, type RawRow } from '../../../src/domain/imports/index';

/*
 * Customer import rows as the migration page reports them (imports.test.ts has the main walk):
 * each column's rule with its exact reason and code, and the defaults a good row gets.
 */

const ctx: CustomerImportContext = {
  existingCodes: new Set(['OLD1']),
  existingMobiles: new Map([['0810000001', 'OLD1']]),
  centres: new Set(['1001', 'C_2']),
  defaultCompanyCode: 'SABAI',
};

const base = { CUSTOMERCODE: 'N1', CUSTOMERNAME: 'Shop', MOBILENO: '0811111111', SALEUNIT: '1001' };
const rows = (...values: Record<string, string>[]): RawRow[] => values.map((v, i) => ({ line: i + 2, values: v }));
const one = (values: Record<string, string>) => validateCustomerRows(rows({ ...base, ...values }), ctx);
const problems = (values: Record<string, string>) => one(values).bad.map(({ field, reason, code, params }) => ({ field, reason, code, params }));

describe('a good customer row', () => {
  it('gets the defaults for what is left out', () => {
    expect(one({}).good).toEqual([{ line: 2, value: {
      code: 'N1', name: 'Shop', mobileNo: '0811111111', saleUnit: '1001', priceLevel: 1, customerType: '', storeType: '', tags: [],
      email: null, taxNo: null, address: '', zip: null, companyCode: 'SABAI', profileCode: 'PN1', authorizeAmount: 0,
    } }]);
  });

  it('keeps every column given, trimmed', () => {
    const r = one({
      CUSTOMERCODE: ' N-1.a_b ', PRICELEVEL: '5', CUSTOMERTYPE: 'T_1', STORETYPE: 'S-2', TAGS: 'a, b', EMAIL: 'x@y.co', TAXNO: '0105555000001',
      ADDRESS: ' 1 Road ', ZIP: '10110', COMPANYCODE: 'CO_1', CUSTOMERPROFILECODE: 'PROF.1', AUTHORIZEAMOUNT: '1,500.25', SALEUNIT: 'C_2',
    });
    expect(r.bad).toEqual([]);
    expect(r.good[0].value).toEqual({
      code: 'N-1.a_b', name: 'Shop', mobileNo: '0811111111', saleUnit: 'C_2', priceLevel: 5, customerType: 'T_1', storeType: 'S-2', tags: ['a', 'b'],
      email: 'x@y.co', taxNo: '0105555000001', address: '1 Road', zip: '10110', companyCode: 'CO_1', profileCode: 'PROF.1', authorizeAmount: 1500.25,
    });
  });

  it('takes the limits themselves', () => {
    const r = one({ CUSTOMERCODE: 'C'.repeat(50), CUSTOMERNAME: 'n'.repeat(200), PRICELEVEL: '1', AUTHORIZEAMOUNT: '0', TAGS: [...Array.from({ length: 9 }, (_, i) => `${i}`.padEnd(50, 'x')), 'y'.repeat(41)].join(',') });
    expect(r.bad).toEqual([]);
    expect(r.good[0].value.priceLevel).toBe(1);
    expect(r.good[0].value.authorizeAmount).toBe(0);
    expect(r.good[0].value.tags.join(',')).toHaveLength(500);
  });
});

describe('each column refused with its reason', () => {
  it('code: required, its characters and its length', () => {
    expect(problems({ CUSTOMERCODE: '' })).toEqual([{ field: 'CUSTOMERCODE', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ CUSTOMERCODE: 'N 1' })).toEqual([{ field: 'CUSTOMERCODE', reason: 'may contain only letters, digits, . _ -', code: 'codeChars', params: undefined }]);
    expect(problems({ CUSTOMERCODE: 'C'.repeat(51) })).toEqual([{ field: 'CUSTOMERCODE', reason: 'is longer than 50 characters', code: 'tooLong', params: { max: 50 } }]);
  });

  it('name, mobile and centre', () => {
    expect(problems({ CUSTOMERNAME: 'n'.repeat(201) })).toEqual([{ field: 'CUSTOMERNAME', reason: 'is longer than 200 characters', code: 'tooLong', params: { max: 200 } }]);
    expect(problems({ MOBILENO: '1811111111' })).toEqual([{ field: 'MOBILENO', reason: 'must be 10 digits starting with 0', code: 'mobile', params: undefined }]);
    expect(problems({ MOBILENO: '' })).toEqual([{ field: 'MOBILENO', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ SALEUNIT: '' })).toEqual([{ field: 'SALEUNIT', reason: 'is required', code: 'required', params: undefined }]);
    expect(problems({ SALEUNIT: '9999' })).toEqual([{ field: 'SALEUNIT', reason: 'is not an active distribution centre of this tenant', code: 'notCentre', params: undefined }]);
    // A malformed centre is named once, for its format, not again as an unknown centre.
    expect(problems({ SALEUNIT: '10 01' })).toEqual([{ field: 'SALEUNIT', reason: 'has an invalid format', code: 'format', params: undefined }]);
  });

  it('price level: a whole number from 1 to 5', () => {
    expect(problems({ PRICELEVEL: '0' })).toEqual([{ field: 'PRICELEVEL', reason: 'must be at least 1', code: 'atLeast', params: { n: 1 } }]);
    expect(problems({ PRICELEVEL: '2.5' })).toEqual([{ field: 'PRICELEVEL', reason: 'must be a whole number', code: 'integer', params: undefined }]);
    expect(problems({ PRICELEVEL: 'two' })).toEqual([{ field: 'PRICELEVEL', reason: 'must be a number', code: 'number', params: undefined }]);
    expect(one({ PRICELEVEL: '3.0' }).good[0].value.priceLevel).toBe(3);
  });

  it('types, e-mail, tax id, post code, company and profile codes', () => {
    expect(problems({ CUSTOMERTYPE: 'a.b' })).toEqual([{ field: 'CUSTOMERTYPE', reason: 'may contain only letters, digits, _ -', code: 'typeChars', params: undefined }]);
    expect(problems({ STORETYPE: 's'.repeat(21) })).toEqual([{ field: 'STORETYPE', reason: 'is longer than 20 characters', code: 'tooLong', params: { max: 20 } }]);
    expect(problems({ STORETYPE: 'a b' })).toEqual([{ field: 'STORETYPE', reason: 'may contain only letters, digits, _ -', code: 'typeChars', params: undefined }]);
    expect(problems({ EMAIL: 'x@y' })).toEqual([{ field: 'EMAIL', reason: 'is not an e-mail address', code: 'email', params: undefined }]);
    expect(problems({ TAXNO: '123' })).toEqual([{ field: 'TAXNO', reason: 'must be 13 digits', code: 'taxNo', params: undefined }]);
    expect(problems({ TAXNO: '010555500000a' })).toEqual([{ field: 'TAXNO', reason: 'must be 13 digits', code: 'taxNo', params: undefined }]);
    expect(problems({ ZIP: '1011' })).toEqual([{ field: 'ZIP', reason: 'must be 5 digits', code: 'zip', params: undefined }]);
    expect(problems({ ADDRESS: 'a'.repeat(501) })).toEqual([{ field: 'ADDRESS', reason: 'is longer than 500 characters', code: 'tooLong', params: { max: 500 } }]);
    expect(problems({ COMPANYCODE: 'A.B' })).toEqual([{ field: 'COMPANYCODE', reason: 'has an invalid format', code: 'format', params: undefined }]);
    expect(problems({ CUSTOMERPROFILECODE: 'P 1' })).toEqual([{ field: 'CUSTOMERPROFILECODE', reason: 'has an invalid format', code: 'format', params: undefined }]);
  });

  it('tags: each at most 50 characters, all at most 500', () => {
    expect(problems({ TAGS: 't'.repeat(51) })).toEqual([{ field: 'TAGS', reason: 'a tag is longer than 50 characters', code: 'tagTooLong', params: { max: 50 } }]);
    const many = Array.from({ length: 11 }, (_, i) => `${i}`.padEnd(45, 'x')).join(',');
    expect(problems({ TAGS: many })).toEqual([{ field: 'TAGS', reason: 'are longer than 500 characters together', code: 'tagsTooLong', params: { max: 500 } }]);
  });

  it('credit limit: not negative, at most 2 decimals', () => {
    expect(problems({ AUTHORIZEAMOUNT: '-1' })).toEqual([{ field: 'AUTHORIZEAMOUNT', reason: 'must be at least 0', code: 'atLeast', params: { n: 0 } }]);
    expect(problems({ AUTHORIZEAMOUNT: '1.255' })).toEqual([{ field: 'AUTHORIZEAMOUNT', reason: 'must have at most 2 decimals', code: 'decimals', params: { n: 2 } }]);
  });
});

describe('codes and mobiles against the tenant and the rest of the file', () => {
  it('names the customer already holding a mobile, and the first line of a repeat', () => {
    const r = validateCustomerRows(rows(
      { ...base, MOBILENO: '0810000001' },
      { ...base, CUSTOMERCODE: 'OLD1', MOBILENO: '0812222222' },
      { ...base, CUSTOMERCODE: 'N2', MOBILENO: '0812222222' },
      { ...base, CUSTOMERCODE: 'N1', MOBILENO: '0813333333' },
    ), ctx);
    expect(r.good).toEqual([]);
    expect(r.bad.map(({ line, field, code, params }) => ({ line, field, code, params }))).toEqual([
      { line: 2, field: 'MOBILENO', code: 'mobileUsed', params: { code: 'OLD1' } },
      { line: 3, field: 'CUSTOMERCODE', code: 'exists', params: undefined },
      { line: 4, field: 'MOBILENO', code: 'repeated', params: { line: 3 } },
      { line: 5, field: 'CUSTOMERCODE', code: 'repeated', params: { line: 2 } },
    ]);
  });

  it('keeps pointing a repeat at the first line, however often it comes back', () => {
    const r = validateCustomerRows(rows(base, base, base), ctx);
    expect(r.bad.map((b) => [b.line, b.field, b.params])).toEqual([
      [3, 'CUSTOMERCODE', { line: 2 }], [3, 'MOBILENO', { line: 2 }],
      [4, 'CUSTOMERCODE', { line: 2 }], [4, 'MOBILENO', { line: 2 }],
    ]);
  });

  it('does not count an empty code or mobile as a repeat', () => {
    const r = validateCustomerRows(rows({ ...base, CUSTOMERCODE: '', MOBILENO: '' }, { ...base, CUSTOMERCODE: '', MOBILENO: '' }), ctx);
    expect(r.bad.map((b) => [b.line, b.field, b.code])).toEqual([
      [2, 'CUSTOMERCODE', 'required'], [2, 'MOBILENO', 'required'],
      [3, 'CUSTOMERCODE', 'required'], [3, 'MOBILENO', 'required'],
    ]);
  });
});
