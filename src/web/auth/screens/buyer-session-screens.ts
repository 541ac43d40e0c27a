import type { BlockComponent } from '../../../engine';
import { registerSessionScreens } from './register-session-screens';

/** The buyer's sign-in, OTP, sign-up and pending-approval screens (registry/buyer.ts). */
export function register(): void {
  registerSessionScreens('buyer', {
    CustomerLogin: () => import('./CustomerLoginScreen') as Promise<{ default: BlockComponent }>,
    CustomerVerifyOtp: () => import('./CustomerOtpScreen') as Promise<{ default: BlockComponent }>,
    CustomerRegister: () => import('./RegisterScreen') as Promise<{ default: BlockComponent }>,
    PendingApproval: () => import('./PendingApprovalScreen') as Promise<{ default: BlockComponent }>,
  });
}
