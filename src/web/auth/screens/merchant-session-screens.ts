import type { BlockComponent } from '../../../engine';
import { registerSessionScreens } from './register-session-screens';

/**
 * The staff's sign-in, OTP and centre picker, and the live-config screens (registry/merchant.ts;
 * `/merchant/login` loads this module alone, registry/areas.ts).
 */
export function register(): void {
  registerSessionScreens('merchant', {
    MerchantLogin: () => import('./MerchantLoginScreen') as Promise<{ default: BlockComponent }>,
    MerchantVerifyOtp: () => import('./MerchantOtpScreen') as Promise<{ default: BlockComponent }>,
    MerchantCentrePicker: () => import('../../centres/MerchantCentreScreen') as Promise<{ default: BlockComponent }>,
    WebConfigFlags: () => import('../../merchant/webconfig/WebConfigFlagsScreen') as Promise<{ default: BlockComponent }>,
    WebConfigCompare: () => import('../../merchant/webconfig/WebConfigCompareScreen') as Promise<{ default: BlockComponent }>,
    WebConfigTenants: () => import('../../merchant/webconfig/WebConfigTenantsScreen') as Promise<{ default: BlockComponent }>,
    AuditLog: () => import('../../merchant/webconfig/AuditLogScreen') as Promise<{ default: BlockComponent }>,
  });
}
