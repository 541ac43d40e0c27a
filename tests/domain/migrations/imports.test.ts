import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_COLUMNS, PACKAGE_COLUMNS, TRANSFER_COLUMNS, badRowsCsv, decodeUploadText, isGtin, parseImportFile, stockKey,
  validateCustomerRows, validatePackageRows, validateTransferRows, withParseErrors,
  type CustomerImportContext, type TransferImportContext,
} from '../../../src/domain/imports/index';

/** What a reader sees: line, column, reason (codes are checked where they matter). */
const plain = (bad: { line: number; field: string; reason: string }[]) => bad.map(({ line, field, reason }) => ({ line, field, reason }));

const customerCtx: CustomerImportContext = {
  existingCodes: new Set(['SB0001']),
  existingMobiles: new Map([['0810000001', 'SB0001']]),
  centres: new Set(['1001', '1002']),
  defaultCompanyCode: 'SABAI',
};

function parse(text: string, columns = CUSTOMER_COLUMNS, fileName = 'x.csv') {
  const out = parseImportFile(text, columns, { fileName, maxRows: 100 });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out;
}

describe('reading import files', () => {
  it('numbers CSV rows by their line, counting quoted line breaks and blank lines', () => {
    const csv = 'customercode,CUSTOMERNAME,MOBILENO,SALEUNIT\r\nA1,"Shop\nwith two lines",0811111111,1001\r\n\r\nA2,Shop B,0811111112,1001\r\n';
    const { file } = parse(csv);
    expect(file.rows.map((r) => [r.line, r.values.CUSTOMERCODE])).toEqual([[2, 'A1'], [5, 'A2']]);
    expect(file.rows[0].values.CUSTOMERNAME).toBe('Shop\nwith two lines');
  });

  it('reports a row with the wrong number of values by line, and refuses unknown or missing columns', () => {
    const out = parse('CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT\nA1,Shop,0811111111\n');
    expect(plain(out.rowErrors)).toEqual([{ line: 2, field: '', reason: 'has 3 values; the header has 4 columns' }]);
    const bad = parseImportFile('CUSTOMERCODE,NAME,MOBILENO\nA1,x,0811111111\n', CUSTOMER_COLUMNS, { maxRows: 10 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toContainEqual(expect.objectContaining({ field: '/columns/NAME', reason: expect.stringContaining('unknown column') }));
      expect(bad.errors).toContainEqual({ field: '/columns/CUSTOMERNAME', reason: 'required column is missing' });
      expect(bad.errors).toContainEqual({ field: '/columns/SALEUNIT', reason: 'required column is missing' });
    }
  });

  it('reads JSON arrays (item number as line) and refuses what is not JSON rows', () => {
    const { file } = parse('[{"CustomerCode":"A1","CUSTOMERNAME":"x","MOBILENO":"0811111111","SALEUNIT":1001,"TAGS":["a","b"]}]', CUSTOMER_COLUMNS, 'f.json');
    expect(file.rows[0]).toEqual({ line: 1, values: { CUSTOMERCODE: 'A1', CUSTOMERNAME: 'x', MOBILENO: '0811111111', SALEUNIT: '1001', TAGS: 'a,b' } });
    const notJson = parseImportFile('{"rows": 3}', CUSTOMER_COLUMNS, { fileName: 'f.json', maxRows: 10 });
    expect(notJson.ok).toBe(false);
    const tooMany = parseImportFile('CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT\n1,a,0811111111,1\n2,b,0811111112,1\n', CUSTOMER_COLUMNS, { maxRows: 1 });
    expect(tooMany.ok ? [] : tooMany.errors).toEqual([{ field: '/rows', reason: 'has 2 rows; at most 1 in one file' }]);
  });

  it('accepts UTF-8 text (BOM dropped) and refuses binary or non-UTF-8 bytes', () => {
    expect(decodeUploadText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeUploadText(new TextEncoder().encode('ร้าน'))).toBe('ร้าน');
    expect(decodeUploadText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00]))).toBeNull();
    expect(decodeUploadText(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
});

describe('customer rows', () => {
  it('reports every bad row with line, column and reason, and keeps the good ones', () => {
    const csv = [
      'CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT,PRICELEVEL,TAGS',
      'N1,ร้านหนึ่ง,0811111111,1001,2," vip, north ,vip"',
      'SB0001,Dup code,0811111112,1001,,',
      'N2,,081234,9999,6,',
      'N3,Shop three,0810000001,1002,,',
      'N1,Again,0811111111,1001,,',
    ].join('\n');
    const r = validateCustomerRows(parse(csv).file.rows, customerCtx);
    expect(r.total).toBe(5);
    expect(r.good).toEqual([{ line: 2, value: expect.objectContaining({ code: 'N1', priceLevel: 2, tags: ['vip', 'north'], companyCode: 'SABAI', profileCode: 'PN1' }) }]);
    expect(plain(r.bad)).toEqual([
      { line: 3, field: 'CUSTOMERCODE', reason: 'already exists' },
      { line: 4, field: 'CUSTOMERNAME', reason: 'is required' },
      { line: 4, field: 'MOBILENO', reason: 'must be 10 digits starting with 0' },
      { line: 4, field: 'PRICELEVEL', reason: 'must be at most 5' },
      { line: 4, field: 'SALEUNIT', reason: 'is not an active distribution centre of this tenant' },
      { line: 5, field: 'MOBILENO', reason: 'is already used by customer SB0001' },
      { line: 6, field: 'CUSTOMERCODE', reason: 'is repeated (first on line 2)' },
      { line: 6, field: 'MOBILENO', reason: 'is repeated (first on line 2)' },
    ]);
  });

  it('merges parser refusals in line order and never counts them good', () => {
    const out = parse('CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT\nA1,x,0811111111\nA2,y,0811111112,1001\n');
    const r = withParseErrors(validateCustomerRows(out.file.rows, customerCtx), out.rowErrors, out.file.rows);
    expect(r.total).toBe(2);
    expect(r.good.map((g) => g.line)).toEqual([3]);
    expect(badRowsCsv(r.bad)).toBe('line,field,reason\r\n2,,has 3 values; the header has 4 columns\r\n');
  });
});

describe('package rows', () => {
  const ctx = { products: new Set(['P1', 'P2']), barcodeOwners: new Map([['8850000000010', 'P2']]) };
  it('checks unit order, rates, names and barcodes (GS1 check digit, unique)', () => {
    expect(isGtin('8850000000010')).toBe(true);
    expect(isGtin('8850000000011')).toBe(false);
    expect(isGtin('96385074')).toBe(true);
    const csv = [
      'P_CODE,UNIT1,UNIT1NAME_TH,UNIT2,UNIT2NAME_TH,UNIT2RATE,BARCODE2,UNIT3,UNIT3NAME_TH,UNIT3RATE',
      'P1,PC,ชิ้น,PK,แพ็ค,12,8850000000027,CS,ลัง,48',
      'P2,PC,ชิ้น,PK,แพ็ค,1,8850000000010,,,',
      'P3,PC,ชิ้น,,,,,CS,ลัง,5',
      'P1,PC,ชิ้น,,,6,,,,',
    ].join('\n');
    const r = validatePackageRows(parse(csv, PACKAGE_COLUMNS).file.rows, ctx);
    expect(r.good).toEqual([{ line: 2, value: { pCode: 'P1', units: [
      { code: 'PC', nameTh: 'ชิ้น', nameEn: '', rate: 1, barcode: '' },
      { code: 'PK', nameTh: 'แพ็ค', nameEn: '', rate: 12, barcode: '8850000000027' },
      { code: 'CS', nameTh: 'ลัง', nameEn: '', rate: 48, barcode: '' },
    ] } }]);
    expect(plain(r.bad)).toEqual([
      { line: 3, field: 'UNIT2RATE', reason: 'must be greater than 1' },
      { line: 4, field: 'P_CODE', reason: 'is not a product of this tenant' },
      { line: 4, field: 'UNIT3', reason: 'needs UNIT2' },
      { line: 5, field: 'P_CODE', reason: 'is repeated (first on line 2)' },
      { line: 5, field: 'UNIT2RATE', reason: 'is given without UNIT2' },
    ]);
  });

  it('refuses a barcode another product holds', () => {
    const r = validatePackageRows(parse('P_CODE,UNIT1,UNIT1NAME_TH,BARCODE1\nP1,PC,ชิ้น,8850000000010\n', PACKAGE_COLUMNS).file.rows, ctx);
    expect(plain(r.bad)).toEqual([{ line: 2, field: 'BARCODE1', reason: 'is already the barcode of product P2' }]);
  });
});

describe('transfer rows', () => {
  const ctx: TransferImportContext = {
    centres: new Set(['1001', '1002']),
    products: new Map([
      ['P1', { stockItem: true, unitCodes: ['PC', 'CS', ''], rates: [1, 12, 0] }],
      ['SVC', { stockItem: false, unitCodes: ['EA', '', ''], rates: [1, 0, 0] }],
    ]),
    stock: new Map([[stockKey('1001', 'P1'), 30]]),
  };
  it('moves stock in file order and never below zero', () => {
    const csv = [
      'P_CODE,FROM_SALEUNIT,TO_SALEUNIT,QTY,UNIT',
      'P1,1001,1002,2,CS', // 24 of 30
      'P1,1001,1002,7,1', // 7 > 6 left
      'P1,1002,1001,5,', // 5 of the 24 that arrived
      'SVC,1001,1002,1,',
      'P1,1001,1001,1,',
      'P1,1001,1002,0,3',
    ].join('\n');
    const r = validateTransferRows(parse(csv, TRANSFER_COLUMNS).file.rows, ctx);
    expect(r.good.map((g) => [g.line, g.value.baseQty])).toEqual([[2, 24], [4, 5]]);
    expect(plain(r.bad)).toEqual([
      { line: 3, field: 'QTY', reason: 'needs 7 base units but 1001 has 6 in stock' },
      { line: 5, field: 'P_CODE', reason: 'is not a stock item (no stock is kept for it)' },
      { line: 6, field: 'TO_SALEUNIT', reason: 'must differ from FROM_SALEUNIT' },
      { line: 7, field: 'QTY', reason: 'must be greater than 0' },
      { line: 7, field: 'UNIT', reason: 'the product has no unit 3' },
    ]);
    // The pages translate the reason from its code and parameters.
    expect(r.bad[0]).toMatchObject({ code: 'shortStock', params: { need: 7, centre: '1001', have: 6 } });
    expect(r.bad[3]).toMatchObject({ code: 'greaterThan', params: { n: 0 } });
  });
});
