import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export type ProviderId = 'sandbox' | 'kbank' | '2c2p' | 'ghl';
export interface ProviderInfo { Id: ProviderId; Methods: string[]; Fields: { Name: string; Secret: boolean; Required: boolean; Kind: 'text' | 'url' | 'pem' }[] }
export interface GatewaySetting {
  SaleUnit: string; Provider: ProviderId; Methods: string[]; Enabled: boolean; TtlMinutes: number;
  Settings: Record<string, string>; Secrets: Record<string, { Set: boolean; Last4: string | null; FromEnv: boolean }>; UpdatedAt: string;
}
export interface GatewaySettings { Providers: ProviderInfo[]; Centres: { SaleUnit: string; Name: string }[]; Gateways: GatewaySetting[] }
export interface GatewaySettingInput {
  SaleUnit: string; Provider: ProviderId; Methods: string[]; Enabled: boolean; TtlMinutes: number; Settings: Record<string, string>; Secrets: Record<string, string | null>;
}

/** `GET api/admin/payment-gateways` (super admin): settings, providers' fields, centres. */
export async function fetchGatewaySettings(): Promise<GatewaySettings | null> {
  const r = await apiFetch<GatewaySettings>({ path: 'api/admin/payment-gateways', area: 'merchant' });
  return r.ok ? r.data ?? null : null;
}
export const gatewaySettingsQuery = () => queryOptions({ queryKey: ['admin', 'payment-gateways'], queryFn: fetchGatewaySettings });
export const useGatewaySettings = () => useQuery(gatewaySettingsQuery());

/** `PUT api/admin/payment-gateways`: 400 names every bad field (Errors[].field like /body/Settings/merchantId). */
export function saveGatewaySetting(input: GatewaySettingInput) {
  return apiFetch<GatewaySetting>({ method: 'PUT', path: 'api/admin/payment-gateways', body: input, area: 'merchant' }, { expect: [400] });
}

/** `POST api/admin/payment-gateways/test`: the provider's status query with the saved settings. */
export function testGatewayConnection(saleUnit: string, provider: ProviderId) {
  return apiFetch<{ Ok: boolean; Message: string; Ms: number }>({ method: 'POST', path: 'api/admin/payment-gateways/test', body: { SaleUnit: saleUnit, Provider: provider }, area: 'merchant' });
}
