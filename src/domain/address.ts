/** Delivery addresses: types, default shipping/billing creation from the profile. */
import { isPresent } from './flags';

export type AddressType = 'C' | 'S' | 'B';
export const ADDRESS_TYPE = { CUSTOMER: 'C', SHIPPING: 'S', BILLING: 'B' } as const;
export const DEFAULT_ADDRESS_NAME = { key: 'buyer:address.defaultName', en: 'Default address', th: 'ที่อยู่เริ่มต้น' } as const;

export interface AddressRecord {
  Address_Type?: string | null;
  Active?: string | null;
}

/** Only 'Y' is active. */
export function isActiveAddress(a: AddressRecord): boolean {
  return String(a.Active ?? '').trim().toUpperCase() === 'Y';
}

/** The profile fields a default address is built from. */
export interface AddressProfile {
  CUSTOMERCODE?: string | null;
  CUSTOMERNAME?: string | null;
  SALEUNIT?: string | null;
  TAXNO?: string | null;
  ADDRESS?: string | null;
  ProvinceID?: string | number | null;
  ProvinceName?: string | null;
  AmpherID?: string | number | null;
  AmpherName?: string | null;
  TownID?: string | number | null;
  TownName?: string | null;
  ZIP?: string | null;
  Phone?: string | null;
  lat?: number | string | null;
  lon?: number | string | null;
}

/** The body of master_data_management/ADD_DELIVERY_ADDRESS. */
export interface NewDeliveryAddress {
  Cust_ID: string;
  SaleUnit: string;
  TaxID: string;
  Name: string;
  Address_Type: AddressType;
  Address_: string;
  Province: string;
  ProvinceName: string;
  Ampher: string;
  AmpherName: string;
  Town: string;
  TownName: string;
  PostalCode: string;
  Lat: string;
  Long: string;
  Remark: string;
  Phone: string;
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * A customer with no addresses gets a default shipping ('S') and billing ('B') address built from
 * the profile (named 'Default address' when the customer name is missing), unless an address other
 * than type C already exists. Returns the addresses to create (none when nothing is needed).
 */
export function defaultAddressesToCreate(
  profile: AddressProfile,
  existing: readonly AddressRecord[],
  defaultName: string = DEFAULT_ADDRESS_NAME.en,
): NewDeliveryAddress[] {
  if (existing.some((a) => s(a.Address_Type).toUpperCase() !== 'C')) return [];
  const base = {
    Cust_ID: s(profile.CUSTOMERCODE),
    SaleUnit: s(profile.SALEUNIT),
    TaxID: s(profile.TAXNO),
    Name: isPresent(profile.CUSTOMERNAME) ? s(profile.CUSTOMERNAME) : defaultName,
    Address_: s(profile.ADDRESS),
    Province: s(profile.ProvinceID),
    ProvinceName: s(profile.ProvinceName),
    Ampher: s(profile.AmpherID),
    AmpherName: s(profile.AmpherName),
    Town: s(profile.TownID),
    TownName: s(profile.TownName),
    PostalCode: s(profile.ZIP),
    Lat: s(profile.lat),
    Long: s(profile.lon),
    Remark: '',
    Phone: s(profile.Phone),
  };
  return [
    { ...base, Address_Type: 'S' },
    { ...base, Address_Type: 'B' },
  ];
}
