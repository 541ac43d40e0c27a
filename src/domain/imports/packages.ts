import { CODE, RowChecker, isGtin } from './fields';
import { runValidation } from './run';
import type { ColumnSpec, RawRow, ValidationResult } from './types';

/**
 * import-package: the packing units of existing products (e.g. piece 1, pack 12, case 48), with
 * names and barcodes, as a distribution centre receives them from its suppliers' master data. A row
 * replaces the product's three units; prices stay as they are (a unit without its own price is
 * priced from unit 1 by its rate).
 */
export const PACKAGE_COLUMNS: ColumnSpec[] = [
  { name: 'P_CODE', required: true, hint: 'Existing product code' },
  ...[1, 2, 3].flatMap((i): ColumnSpec[] => [
    { name: `UNIT${i}`, required: i === 1, hint: i === 1 ? 'Base unit code (rate 1), e.g. PC' : `Unit ${i} code; empty = no unit ${i}` },
    { name: `UNIT${i}NAME_TH`, required: i === 1, hint: `Unit ${i} name in Thai` },
    { name: `UNIT${i}NAME_EN`, required: false, hint: `Unit ${i} name in English` },
    ...(i === 1 ? [] : [{ name: `UNIT${i}RATE`, required: false, hint: i === 2 ? 'Base units in unit 2, > 1' : 'Base units in unit 3, > unit 2 rate' }]),
    { name: `BARCODE${i}`, required: false, hint: `Unit ${i} barcode: EAN-8/UPC-A/EAN-13/ITF-14 with a valid check digit` },
  ]),
];

export interface PackageUnit {
  code: string;
  nameTh: string;
  nameEn: string;
  rate: number;
  barcode: string;
}

export interface PackageImportRow {
  pCode: string;
  /** Units 1..3; a missing unit is `null` (cleared on import). */
  units: [PackageUnit, PackageUnit | null, PackageUnit | null];
}

export interface PackageImportContext {
  products: ReadonlySet<string>;
  /** Barcode → the product that holds it now. */
  barcodeOwners: ReadonlyMap<string, string>;
}

const UNIT_CODE = /^[A-Za-z0-9_-]+$/;

export function validatePackageRows(rows: RawRow[], ctx: PackageImportContext): ValidationResult<PackageImportRow> {
  const productsInFile = new Map<string, number>();
  const barcodesInFile = new Map<string, { line: number; pCode: string }>();
  return runValidation(rows, (values, line) => {
    const c = new RowChecker(values);
    const pCode = c.text('P_CODE', { required: true, max: 50, pattern: CODE });
    if (pCode && CODE.test(pCode) && !ctx.products.has(pCode)) c.fail('P_CODE', 'is not a product of this tenant', 'notProduct');
    else if (pCode && productsInFile.has(pCode)) c.fail('P_CODE', `is repeated (first on line ${productsInFile.get(pCode)})`, 'repeated', { line: productsInFile.get(pCode)! });
    if (pCode && !productsInFile.has(pCode)) productsInFile.set(pCode, line);

    const units: (PackageUnit | null)[] = [];
    let previousRate = 1;
    for (const i of [1, 2, 3]) {
      const code = c.text(`UNIT${i}`, { required: i === 1, max: 20, pattern: UNIT_CODE, patternReason: 'may contain only letters, digits, _ -', patternCode: 'typeChars' });
      const nameTh = c.raw(`UNIT${i}NAME_TH`);
      const nameEn = c.raw(`UNIT${i}NAME_EN`);
      const barcode = c.raw(`BARCODE${i}`);
      const rateText = i === 1 ? '' : c.raw(`UNIT${i}RATE`);
      if (!code) {
        // No unit: anything else about it is a mistake worth reporting.
        for (const [f, v] of [[`UNIT${i}NAME_TH`, nameTh], [`UNIT${i}NAME_EN`, nameEn], [`UNIT${i}RATE`, rateText], [`BARCODE${i}`, barcode]]) {
          if (v) c.fail(f, `is given without UNIT${i}`, 'withoutUnit', { unit: `UNIT${i}` });
        }
        units.push(null);
        continue;
      }
      if (i === 3 && !units[1]) c.fail('UNIT3', 'needs UNIT2', 'needsUnit2');
      c.text(`UNIT${i}NAME_TH`, { required: true, max: 100 });
      c.text(`UNIT${i}NAME_EN`, { max: 100 });
      let rate = 1;
      if (i > 1) {
        const r = c.number(`UNIT${i}RATE`, { required: true, minExclusive: previousRate, max: 1_000_000, decimals: 3 });
        if (r !== undefined) rate = r;
      }
      if (barcode) {
        if (!isGtin(barcode)) c.fail(`BARCODE${i}`, 'is not a valid EAN-8/UPC-A/EAN-13/ITF-14 barcode (length or check digit)', 'barcode');
        else {
          const owner = ctx.barcodeOwners.get(barcode);
          const earlier = barcodesInFile.get(barcode);
          if (owner && owner !== pCode) c.fail(`BARCODE${i}`, `is already the barcode of product ${owner}`, 'barcodeUsed', { code: owner });
          else if (earlier && earlier.line === line) c.fail(`BARCODE${i}`, 'is used for two units of this product', 'barcodeTwice');
          else if (earlier) c.fail(`BARCODE${i}`, `is repeated (first on line ${earlier.line})`, 'repeated', { line: earlier.line });
          else barcodesInFile.set(barcode, { line, pCode });
        }
      }
      previousRate = rate;
      units.push({ code, nameTh, nameEn, rate, barcode });
    }
    if (!c.ok) return { problems: c.problems };
    return { problems: [], value: { pCode, units: [units[0]!, units[1], units[2]] } };
  });
}
