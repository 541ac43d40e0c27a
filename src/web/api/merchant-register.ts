import { PAGE_SIZE } from '../../domain';
import { useQuery } from '@tanstack/react-query';
import type { Dist, MerchantUser } from '../session/types';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

export interface Province { ProvinceID: string; ProvinceName: string }
export interface Ampher { AmpherID: string; ProvinceID: string; AmpherName: string }
export interface Town { TownID: string; AmpherID: string; TownName: string; ZipCode: string; ZipCodes: string[] }
export type Bank = ApiResponse<'getMerchantBank'>['Data'][number];

export interface SalemanForm { name: string; mobileNo: string; email?: string; password: string; confirmPassword: string }
export interface NewDistForm { DIST_NAME?: string; DIST_SHORTNAME?: string; address?: string; province_id?: string; district_id?: string; town_id?: string; zipcode?: string; lat?: number; lon?: number; shipment_name?: string; Optional21?: string }
export interface BankForm { bankcode?: string; bankname?: string; accountid?: string; bank_ac_name?: string }
export interface RegisterBody { SelectedDists: string[]; DistributionCenter: NewDistForm | null; Saleman: SalemanForm; BankAccount: BankForm | null }
export type RegisterAnswer = ApiResponse<'postMerchantRegister'>;

/** `GET api/merchant/dist` (dcWithoutSaleman=Y, take 72, skip, text, lat, lng): no token yet, the tenant goes in the header. */
export function fetchFreeCentres(q: { text?: string; lat?: number; lng?: number; skip?: number }) {
  return apiFetch<Dist[]>({ path: 'api/merchant/dist', query: { dcWithoutSaleman: 'Y', take: PAGE_SIZE.nearbyDists, skip: q.skip ?? 0, text: q.text || undefined, lat: q.lat, lng: q.lng }, token: null });
}

export const useFreeCentres = (text: string) => useQuery({
  queryKey: ['merchant', 'register', 'dist', text],
  queryFn: async () => { const r = await fetchFreeCentres({ text }); return r.ok ? r.data ?? [] : []; },
});

/** `POST GET_MASTER_DATA/GET_ALL_PROVINCE` narrowed by province/district (the whole list is 7,000+ sub-districts). */
export const useGeo = (provinceId: string, ampherId: string) => useQuery({
  queryKey: ['geo', provinceId, ampherId],
  queryFn: async () => {
    const r = await apiFetch<{ data: { Province: Province[]; Ampher: Ampher[]; Town: Town[] } }>({
      method: 'POST', path: 'GET_MASTER_DATA/GET_ALL_PROVINCE', token: null,
      body: { ProvinceID: provinceId || '__none__', ...(ampherId ? { AmpherID: ampherId } : {}) },
    });
    return r.ok ? r.data?.data ?? null : null;
  },
  staleTime: Infinity,
});

export const useBanks = () => useQuery({
  queryKey: ['merchant', 'banks'],
  queryFn: async () => { const r = await apiFetch<{ Data: Bank[] }>({ path: 'api/merchant/bank', token: null }); return r.ok ? r.data?.Data ?? [] : []; },
  staleTime: Infinity,
});

/** `POST api/merchant/register`; a non-200 is the caller's to show (the server Message, or the raw data). */
export function fetchRegisterMerchant(body: RegisterBody) {
  return apiFetch<RegisterAnswer>({ method: 'POST', path: 'api/merchant/register', body, token: null }, { expect: [400, 403, 409, 429, 500] });
}

/** `POST api/merchant/dist/uploadimage` multipart {saleUnit, taxImage, shopImage, logoImage} with the new bearer token. */
export function fetchUploadCentreImages(saleUnit: string, files: { taxImage?: File; shopImage?: File; logoImage?: File }) {
  const form = new FormData();
  form.append('saleUnit', saleUnit);
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f);
  return apiFetch<ApiResponse<'postMerchantDistUploadimage'>>({ method: 'POST', path: 'api/merchant/dist/uploadimage', body: form, area: 'merchant' }, { expect: [400, 403, 413, 500] });
}

/** `PUT api/merchant/profile` {name, email}. */
export function fetchUpdateMerchantProfile(body: { name: string; email: string }) {
  return apiFetch<{ user: MerchantUser }>({ method: 'PUT', path: 'api/merchant/profile', body, area: 'merchant' }, { expect: [400] });
}
