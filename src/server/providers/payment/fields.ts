import { GATEWAY_METHODS, type GatewayMethod } from '../../../domain/payment';
import type { ProviderId } from './types';

/**
 * What each provider needs, for the back office's gateway settings. Secret fields are write-only:
 * sealed with SecretBox in `settings.secrets`, never sent back (only "set" and the last 4).
 */
export interface ProviderField {
  name: string;
  secret: boolean;
  required: boolean;
  kind: 'text' | 'url' | 'pem';
}

const f = (name: string, o: Partial<Omit<ProviderField, 'name'>> = {}): ProviderField => ({ name, secret: false, required: false, kind: 'text', ...o });

export const PROVIDER_FIELDS: Readonly<Record<ProviderId, readonly ProviderField[]>> = {
  sandbox: [],
  kbank: [f('mid'), f('apiBase', { kind: 'url' }), f('secretKey', { secret: true, required: true }), f('publicKey', { secret: true })],
  '2c2p': [
    f('merchantId', { required: true }), f('apiBase', { kind: 'url' }), f('secretKey', { secret: true, required: true }),
    f('maintenanceUrl', { kind: 'url' }), f('publicCert', { kind: 'pem' }), f('privateKey', { secret: true, kind: 'pem' }),
  ],
  ghl: [f('serviceId', { required: true }), f('apiBase', { kind: 'url' }), f('password', { secret: true, required: true })],
};

/** The methods a provider can take (GHL's wallets are GHL's). */
export function providerMethods(p: ProviderId): GatewayMethod[] {
  if (p === 'ghl') return GATEWAY_METHODS.filter((m) => m.startsWith('GHL_') || m === 'CREDIT_CARD' || m === 'VI' || m === 'MA');
  return GATEWAY_METHODS.filter((m) => !m.startsWith('GHL_'));
}
