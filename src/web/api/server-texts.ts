import { tr } from '../app/translate';
import { MESSAGES } from './error-catalogue';

// The server speaks the spec's English messages word for word (a client may match on them); the
// screens and the error toasts say them in the page's language (errors.json holds both). Unknown
// texts pass through.
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const KNOWN: [pattern: RegExp, key: string, english: string, params: (m: RegExpExecArray) => Record<string, string>][] = [
  [/^Invalid coupon value: (.+) due to minimum order (.+)$/, 'errors:invalidCoupon', 'Invalid coupon value: {{value}} due to minimum order {{num}}', (m) => ({ value: m[1], num: m[2] })],
  [/^Please enter total amount less than or equal to (.+)$/, 'errors:totalAmountMax', 'Please enter total amount less than or equal to {{number}}', (m) => ({ number: m[1] })],
  [/^Mobile No '([^']*)' is already exist\.$/, 'errors:mobileExists', "Mobile No '{{mobile}}' is already exist.", (m) => ({ mobile: m[1] })],
  [/^Mobile number or password is incorrect$/, 'errors:wrongLogin', 'Mobile number or password is incorrect', () => ({})],
  // A check-in mission's refusal (src/server/routes/missions/routes.ts TOO_FAR): the tenant's word
  // for the centre, in the page's language (sabai: 'branch', 'สาขา').
  [/^You are too far from the centre to check in$/, 'errors:tooFarToCheckIn', 'You are too far from the centre to check in', () => ({})],
  [/^Mobile No '([^']*)' is not registered\.$/, 'errors:mobileNotRegistered', "Mobile No '{{mobile}}' is not registered.", (m) => ({ mobile: m[1] })],
  [/^User with mobile no '([^']*)' is being inactive\. Please contact administrator$/, 'errors:userInactive', "User with mobile no '{{mobile}}' is being inactive. Please contact administrator", (m) => ({ mobile: m[1] })],
  // The info toasts' texts (buyer spec section 8), found anywhere in the message.
  [within(MESSAGES.otpInvalid), 'errors:invalidOtp', MESSAGES.otpInvalid, () => ({})],
  [within(MESSAGES.otpLimit), 'errors:otpAttemptLimit', MESSAGES.otpLimit, () => ({})],
  [within(MESSAGES.pointsUsage), 'errors:pointsUsageFailed', MESSAGES.pointsUsage, () => ({})],
];

/** A server message in the page's language when it is one of the spec's texts; otherwise as sent. */
export function serverText(message: string): string {
  const text = message.trim();
  for (const [pattern, key, english, params] of KNOWN) {
    const m = pattern.exec(text);
    if (m) return tr(key, english, params(m));
  }
  return message;
}
