import { lazy } from 'react';
import type { BlockComponent } from '../../../engine';
import type { Area } from '../../registry/areas';
import { registerComponent } from '../../registry/catalog';

/**
 * The screens of sessions, centres and live config, by area (names used in
 * tenants/_base/tenant.json and listed in registry/manifest.ts). Each is its own lazy chunk.
 */
const SCREENS: Record<Area, Record<string, () => Promise<{ default: BlockComponent }>>> = {
  buyer: {
    CustomerLogin: () => import('./CustomerLoginScreen') as Promise<{ default: BlockComponent }>,
    CustomerVerifyOtp: () => import('./CustomerOtpScreen') as Promise<{ default: BlockComponent }>,
    CustomerRegister: () => import('./RegisterScreen') as Promise<{ default: BlockComponent }>,
    PendingApproval: () => import('./PendingApprovalScreen') as Promise<{ default: BlockComponent }>,
  },
  merchant: {
    MerchantLogin: () => import('./MerchantLoginScreen') as Promise<{ default: BlockComponent }>,
    MerchantVerifyOtp: () => import('./MerchantOtpScreen') as Promise<{ default: BlockComponent }>,
    MerchantCentrePicker: () => import('../../centres/MerchantCentreScreen') as Promise<{ default: BlockComponent }>,
    WebConfigFlags: () => import('../../merchant/webconfig/WebConfigFlagsScreen') as Promise<{ default: BlockComponent }>,
    WebConfigCompare: () => import('../../merchant/webconfig/WebConfigCompareScreen') as Promise<{ default: BlockComponent }>,
    WebConfigTenants: () => import('../../merchant/webconfig/WebConfigTenantsScreen') as Promise<{ default: BlockComponent }>,
    AuditLog: () => import('../../merchant/webconfig/AuditLogScreen') as Promise<{ default: BlockComponent }>,
  },
  rider: {
    RiderLogin: () => import('./RiderLoginScreen') as Promise<{ default: BlockComponent }>,
    RiderVerifyOtp: () => import('./RiderOtpScreen') as Promise<{ default: BlockComponent }>,
  },
};

export const SESSION_SCREEN_NAMES: Record<Area, string[]> = {
  buyer: Object.keys(SCREENS.buyer),
  merchant: Object.keys(SCREENS.merchant),
  rider: Object.keys(SCREENS.rider),
};

export function registerSessionScreens(area: Area): void {
  for (const [name, load] of Object.entries(SCREENS[area])) registerComponent(name, lazy(load) as BlockComponent);
}
