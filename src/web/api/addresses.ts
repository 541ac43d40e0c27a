import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewDeliveryAddress } from '../../domain';
import { apiFetch } from './client';

/** One SHIPTO entry (type C customer, S shipping, B billing; Active Y). */
export interface DeliveryAddress extends NewDeliveryAddress {
  _id: string;
  AddressCode?: string;
  Address_Type: 'C' | 'S' | 'B';
  Active: 'Y' | 'N';
}

interface AddressAnswer {
  status?: number;
  status_code?: string;
  data?: DeliveryAddress[] | DeliveryAddress;
}

/**
 * `POST GET_MASTER_DATA/GET_DELIVERY_ADDRESS`: the customer's addresses. The server creates the
 * default shipping and billing addresses from the profile on first read. A non-200 answer is an
 * empty list (buyer spec section 4 "Addresses").
 */
export async function fetchAddresses(customerCode: string): Promise<DeliveryAddress[]> {
  const res = await apiFetch<AddressAnswer>({ method: 'POST', path: 'GET_MASTER_DATA/GET_DELIVERY_ADDRESS', body: { CustomerCode: customerCode, AddressCode: '', AddressType: '' } });
  if (!res.ok || res.data?.status_code !== '200' || !Array.isArray(res.data.data)) return [];
  return res.data.data;
}

export const addressesQuery = (token: string | null, customerCode: string) =>
  queryOptions({ queryKey: ['addresses', token, customerCode], queryFn: () => fetchAddresses(customerCode), enabled: !!token && !!customerCode });

export function useAddresses(token: string | null, customerCode: string) {
  return useQuery(addressesQuery(token, customerCode));
}

/** `POST master_data_management/ADD_DELIVERY_ADDRESS` (refused for SAP customers). */
export function addAddress(address: NewDeliveryAddress) {
  return apiFetch<AddressAnswer>({ method: 'POST', path: 'master_data_management/ADD_DELIVERY_ADDRESS', body: address });
}

/** `POST master_data_management/UPDATE_DELIVERY_ADDRESS`. */
export function updateAddress(address: NewDeliveryAddress & { _id: string }) {
  return apiFetch<AddressAnswer>({ method: 'POST', path: 'master_data_management/UPDATE_DELIVERY_ADDRESS', body: address });
}

/** `POST master_data_management/DEACTIVATE_DELIVERY_ADDRESS` {_id}. */
export function deactivateAddress(id: string) {
  return apiFetch<AddressAnswer>({ method: 'POST', path: 'master_data_management/DEACTIVATE_DELIVERY_ADDRESS', body: { _id: id } });
}

/** One line of an address for lists and the checkout. */
export function addressText(a: Partial<NewDeliveryAddress>): string {
  return [a.Address_, a.TownName, a.AmpherName, a.ProvinceName, a.PostalCode].filter((p) => p && String(p).trim()).join(' ');
}
