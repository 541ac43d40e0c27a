import type { Area } from '../../registry/areas';

/**
 * The screens of sessions, centres and live config, by area (names used in
 * tenants/_base/tenant.json and listed in registry/manifest.ts). Plain data: the route loader reads
 * it to see whether a screen needs only these (the sign-in pages), and then loads them without the
 * area's whole registry. The loaders are in {buyer,merchant,rider}-session-screens.ts.
 */
export const SESSION_SCREEN_NAMES = {
  buyer: ['CustomerLogin', 'CustomerVerifyOtp', 'CustomerRegister', 'PendingApproval'],
  merchant: ['MerchantLogin', 'MerchantVerifyOtp', 'MerchantCentrePicker', 'WebConfigFlags', 'WebConfigCompare', 'WebConfigTenants', 'AuditLog'],
  rider: ['RiderLogin', 'RiderVerifyOtp'],
} as const satisfies Record<Area, readonly string[]>;

export function isSessionScreen(area: Area, name: string): boolean {
  return (SESSION_SCREEN_NAMES[area] as readonly string[]).includes(name);
}
