import { describe, expect, it } from 'vitest';
import { defaultAddressesToCreate, isActiveAddress } from '../../src/domain/address';

const profile = { CUSTOMERCODE: 'C1', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ADDRESS: '1 ถนนสุขุมวิท', ProvinceID: 10, ZIP: '10110', Phone: '0812345678' };

describe('delivery addresses', () => {
  it('creates default shipping and billing addresses from the profile', () => {
    const created = defaultAddressesToCreate(profile, []);
    expect(created.map((a) => a.Address_Type)).toEqual(['S', 'B']);
    expect(created[0]).toMatchObject({ Cust_ID: 'C1', SaleUnit: 'DC01', Name: 'ร้านสมใจ', Address_: '1 ถนนสุขุมวิท', Province: '10', PostalCode: '10110' });
  });

  it('names them Default address when the customer has no name', () => {
    expect(defaultAddressesToCreate({ ...profile, CUSTOMERNAME: '' }, [])[0].Name).toBe('Default address');
    expect(defaultAddressesToCreate({ ...profile, CUSTOMERNAME: null }, [], 'ที่อยู่เริ่มต้น')[1].Name).toBe('ที่อยู่เริ่มต้น');
  });

  it('creates nothing when an address other than type C exists', () => {
    expect(defaultAddressesToCreate(profile, [{ Address_Type: 'C' }])).toHaveLength(2);
    expect(defaultAddressesToCreate(profile, [{ Address_Type: 'C' }, { Address_Type: 'S' }])).toEqual([]);
  });

  it('treats only Y as active', () => {
    expect(isActiveAddress({ Active: 'Y' })).toBe(true);
    expect(isActiveAddress({ Active: 'N' })).toBe(false);
    expect(isActiveAddress({})).toBe(false);
  });
});

describe('default addresses from an incomplete profile', () => {
  it('sends missing fields as empty text and trims the rest', () => {
    const [shipping, billing] = defaultAddressesToCreate(
      { CUSTOMERCODE: ' C9 ', CUSTOMERNAME: ' ร้านใหม่ ', SALEUNIT: 'DC01', TAXNO: null, ADDRESS: undefined, ProvinceID: 10, TownID: null, ZIP: ' 10110 ', lat: 13.75, lon: null },
      [],
    );
    expect(shipping).toEqual({
      Cust_ID: 'C9', SaleUnit: 'DC01', TaxID: '', Name: 'ร้านใหม่', Address_Type: 'S', Address_: '',
      Province: '10', ProvinceName: '', Ampher: '', AmpherName: '', Town: '', TownName: '', PostalCode: '10110',
      Lat: '13.75', Long: '', Remark: '', Phone: '',
    });
    expect(billing).toEqual({ ...shipping, Address_Type: 'B' });
  });

  it('reads an Active flag with spaces around it', () => {
    expect(isActiveAddress({ Active: ' y ' })).toBe(true);
  });
});
