import type { BlockComponent } from '../../../engine';
import { registerSessionScreens } from './register-session-screens';

/** The rider's sign-in and OTP screens (registry/rider.ts; `/rider/login` loads this module alone). */
export function register(): void {
  registerSessionScreens('rider', {
    RiderLogin: () => import('./RiderLoginScreen') as Promise<{ default: BlockComponent }>,
    RiderVerifyOtp: () => import('./RiderOtpScreen') as Promise<{ default: BlockComponent }>,
  });
}
