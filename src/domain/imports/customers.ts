import { CODE, EMAIL, RowChecker, SALE_UNIT, THAI_MOBILE, normaliseTags } from './fields';
import type { ColumnSpec, RawRow, ValidationResult } from './types';
import { runValidation } from './run';

/**
 * create-profile-crm (and its background twin): customer profiles from a CRM export. A profile is
 * created without a password (the customer sets one up at first login; until then the profile is
 * listed under "Customer unverified"), member of one centre with its price level and types.
 */
export const CUSTOMER_COLUMNS: ColumnSpec[] = [
  { name: 'CUSTOMERCODE', required: true, hint: 'CRM customer code: letters, digits, . _ - (unique)' },
  { name: 'CUSTOMERNAME', required: true, hint: 'Shop or person name (≤ 200)' },
  { name: 'MOBILENO', required: true, hint: 'Thai mobile, 10 digits starting with 0 (unique)' },
  { name: 'SALEUNIT', required: true, hint: 'Distribution centre code of the tenant' },
  { name: 'PRICELEVEL', required: false, hint: '1-5 (default 1)' },
  { name: 'CUSTOMERTYPE', required: false, hint: 'Customer type code (promotions target it)' },
  { name: 'STORETYPE', required: false, hint: 'Store type code' },
  { name: 'TAGS', required: false, hint: 'Comma list of customer tags (RouteStep2)' },
  { name: 'EMAIL', required: false, hint: 'E-mail address' },
  { name: 'TAXNO', required: false, hint: '13-digit tax id' },
  { name: 'ADDRESS', required: false, hint: 'Address (≤ 500)' },
  { name: 'ZIP', required: false, hint: '5-digit post code' },
  { name: 'COMPANYCODE', required: false, hint: 'Company code (default: the tenant\'s)' },
  { name: 'CUSTOMERPROFILECODE', required: false, hint: 'Profile code (default: P + customer code)' },
  { name: 'AUTHORIZEAMOUNT', required: false, hint: 'Credit limit in baht, 2 decimals (default 0)' },
];

export interface CustomerImportContext {
  existingCodes: ReadonlySet<string>;
  /** Mobile number → the customer code that already uses it. */
  existingMobiles: ReadonlyMap<string, string>;
  /** Active distribution centres of the tenant. */
  centres: ReadonlySet<string>;
  defaultCompanyCode: string;
}

export interface CustomerImportRow {
  code: string;
  name: string;
  mobileNo: string;
  saleUnit: string;
  priceLevel: number;
  customerType: string;
  storeType: string;
  tags: string[];
  email: string | null;
  taxNo: string | null;
  address: string;
  zip: string | null;
  companyCode: string;
  profileCode: string;
  authorizeAmount: number;
}

export function validateCustomerRows(rows: RawRow[], ctx: CustomerImportContext): ValidationResult<CustomerImportRow> {
  const codesInFile = new Map<string, number>();
  const mobilesInFile = new Map<string, number>();
  return runValidation(rows, (values, line) => {
    const c = new RowChecker(values);
    const code = c.text('CUSTOMERCODE', { required: true, max: 50, pattern: CODE, patternReason: 'may contain only letters, digits, . _ -', patternCode: 'codeChars' });
    const name = c.text('CUSTOMERNAME', { required: true, max: 200 });
    const mobileNo = c.text('MOBILENO', { required: true, max: 10, pattern: THAI_MOBILE, patternReason: 'must be 10 digits starting with 0', patternCode: 'mobile' });
    const saleUnit = c.text('SALEUNIT', { required: true, max: 20, pattern: SALE_UNIT });
    const priceLevel = c.number('PRICELEVEL', { min: 1, max: 5, decimals: 0, integer: true }) ?? 1;
    const customerType = c.text('CUSTOMERTYPE', { max: 20, pattern: SALE_UNIT, patternReason: 'may contain only letters, digits, _ -', patternCode: 'typeChars' });
    const storeType = c.text('STORETYPE', { max: 20, pattern: SALE_UNIT, patternReason: 'may contain only letters, digits, _ -', patternCode: 'typeChars' });
    const tags = normaliseTags(c.raw('TAGS'));
    if (tags.some((t) => t.length > 50)) c.fail('TAGS', 'a tag is longer than 50 characters', 'tagTooLong', { max: 50 });
    if (tags.join(',').length > 500) c.fail('TAGS', 'are longer than 500 characters together', 'tagsTooLong', { max: 500 });
    const email = c.text('EMAIL', { max: 200, pattern: EMAIL, patternReason: 'is not an e-mail address', patternCode: 'email' });
    const taxNo = c.text('TAXNO', { max: 13, pattern: /^[0-9]{13}$/, patternReason: 'must be 13 digits', patternCode: 'taxNo' });
    const address = c.text('ADDRESS', { max: 500 });
    const zip = c.text('ZIP', { max: 5, pattern: /^[0-9]{5}$/, patternReason: 'must be 5 digits', patternCode: 'zip' });
    const companyCode = c.text('COMPANYCODE', { max: 30, pattern: SALE_UNIT }) || ctx.defaultCompanyCode;
    const profileCode = c.text('CUSTOMERPROFILECODE', { max: 50, pattern: CODE }) || (code ? `P${code}` : '');
    const authorizeAmount = c.number('AUTHORIZEAMOUNT', { min: 0, max: 999_999_999_999, decimals: 2 }) ?? 0;

    if (code && ctx.existingCodes.has(code)) c.fail('CUSTOMERCODE', 'already exists', 'exists');
    else if (code && codesInFile.has(code)) c.fail('CUSTOMERCODE', `is repeated (first on line ${codesInFile.get(code)})`, 'repeated', { line: codesInFile.get(code)! });
    if (mobileNo && ctx.existingMobiles.has(mobileNo)) c.fail('MOBILENO', `is already used by customer ${ctx.existingMobiles.get(mobileNo)}`, 'mobileUsed', { code: ctx.existingMobiles.get(mobileNo)! });
    else if (mobileNo && mobilesInFile.has(mobileNo)) c.fail('MOBILENO', `is repeated (first on line ${mobilesInFile.get(mobileNo)})`, 'repeated', { line: mobilesInFile.get(mobileNo)! });
    if (saleUnit && SALE_UNIT.test(saleUnit) && !ctx.centres.has(saleUnit)) c.fail('SALEUNIT', 'is not an active distribution centre of this tenant', 'notCentre');
    // The first occurrence claims the code/mobile even when its row is bad: the later one is then
    // reported too, so fixing the file once fixes both.
    if (code && !codesInFile.has(code)) codesInFile.set(code, line);
    if (mobileNo && !mobilesInFile.has(mobileNo)) mobilesInFile.set(mobileNo, line);
    if (!c.ok) return { problems: c.problems };
    return {
      problems: [],
      value: {
        code, name, mobileNo, saleUnit, priceLevel, customerType, storeType, tags, email: email || null, taxNo: taxNo || null,
        address, zip: zip || null, companyCode, profileCode, authorizeAmount,
      },
    };
  });
}
