import { tr } from '../app/translate';
import { MESSAGES } from './error-catalogue';
import { SERVER_MESSAGES, SERVER_REASONS } from './server-texts-table';

// The server speaks the spec's English messages word for word (a client may match on them); the
// screens and the error toasts say them in the page's language (errors.json holds both). Unknown
// texts pass through. tests/web/api/server-texts-coverage.test.tsx scans src/server for refusals
// and fails when one the web can show has no entry here (or in its allow-list, with a reason).
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
type Pattern = [pattern: RegExp, key: string, english: string, params: (m: RegExpExecArray) => Record<string, string>];
const KNOWN: Pattern[] = [
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
  // Stock (src/server/routes/orders/stock.ts, checkout/quote-lines.ts): the product and unit stay as sent.
  [/^Not enough stock for (.+): (\d+) (.+) left, (\d+) ordered$/, 'errors:server.notEnoughStock', 'Not enough stock for {{label}}: {{left}} {{unit}} left, {{quantity}} ordered', (m) => ({ label: m[1], left: m[2], unit: m[3], quantity: m[4] })],
  [/^The cart holds at most (\d+) products$/, 'errors:server.cartFull', 'The cart holds at most {{num}} products', (m) => ({ num: m[1] })],
  [/^Paid orders reach (.+) of (.+) baht$/, 'errors:server.missionTargetNotReached', 'Paid orders reach {{paid}} of {{target}} baht', (m) => ({ paid: m[1], target: m[2] })],
  [/^At most (\d+) orders at once$/, 'errors:server.tooManyOrders', 'At most {{num}} orders at once', (m) => ({ num: m[1] })],
  [/^This invoice is already (\w+)$/, 'errors:server.invoiceAlready', 'This invoice is already {{status}}', (m) => ({ status: m[1] })],
  [/^Not a customer of your centres: (.+)$/, 'errors:server.notYourCustomers', 'Not a customer of your centres: {{codes}}', (m) => ({ codes: m[1] })],
  [/^The file is larger than (.+)$/, 'errors:server.fileTooLarge', 'The file is larger than {{size}}', (m) => ({ size: m[1] })],
  // A checkout quote's line problems (src/server/routes/checkout/quote-lines.ts).
  [/^Product (.+) is not sold here$/, 'errors:server.productNotHere', 'Product {{code}} is not sold here', (m) => ({ code: m[1] })],
  [/^(.+) is no longer sold$/, 'errors:server.lineNoLongerSold', '{{label}} is no longer sold', (m) => ({ label: m[1] })],
  [/^(.+) is not sold by unit (.+)$/, 'errors:server.unitNotSold', '{{label}} is not sold by unit {{unit}}', (m) => ({ label: m[1], unit: m[2] })],
  [/^(.+) cannot be redeemed with points$/, 'errors:server.notRedeemable', '{{label}} cannot be redeemed with points', (m) => ({ label: m[1] })],
  [/^(.+) has no price for this customer$/, 'errors:server.notPriced', '{{label}} has no price for this customer', (m) => ({ label: m[1] })],
  // Any other 404 ('Tag not found', 'Slip not found'): English pages keep the server's words.
  [/^[A-Z][\w -]* not found$/, 'errors:server.thingNotFound', '{{message}}', (m) => ({ message: m[0] })],
];

// An upload's refusal: 'The picture ' + the image check's reason (src/server/uploads/image-check.ts).
const UPLOAD = /^The (picture|photo|slip|image) (is .+)$/;

/** A server message in the page's language when the web knows it; otherwise as sent. */
export function serverText(message: string): string {
  const text = message.trim();
  const exact = SERVER_MESSAGES[text];
  if (exact) return tr(exact, text);
  for (const [pattern, key, english, params] of KNOWN) {
    const m = pattern.exec(text);
    if (m) return tr(key, english, params(m));
  }
  const upload = UPLOAD.exec(text);
  if (upload) return tr(`errors:server.upload.${upload[1]}`, `The ${upload[1]} {{reason}}`, { reason: serverReason(upload[2]) });
  return message;
}

// Ajv's words for a schema's keywords (src/server/plugins/validation.ts passes them on as reasons);
// English pages read them as before.
const AJV: [pattern: RegExp, key: string, params: (m: RegExpExecArray) => Record<string, string>][] = [
  [/^must NOT have more than (\d+) characters$/, 'errors:reason.maxLength', (m) => ({ limit: m[1] })],
  [/^must NOT have fewer than (\d+) characters$/, 'errors:reason.minLength', (m) => ({ limit: m[1] })],
  [/^must NOT have more than (\d+) items$/, 'errors:reason.maxItems', (m) => ({ limit: m[1] })],
  [/^must NOT have fewer than (\d+) items$/, 'errors:reason.minItems', (m) => ({ limit: m[1] })],
  [/^must be >= (.+)$/, 'errors:reason.minimum', (m) => ({ limit: m[1] })],
  [/^must be <= (.+)$/, 'errors:reason.maximum', (m) => ({ limit: m[1] })],
  [/^must be > (.+)$/, 'errors:reason.exclusiveMinimum', (m) => ({ limit: m[1] })],
  [/^must be < (.+)$/, 'errors:reason.exclusiveMaximum', (m) => ({ limit: m[1] })],
  // English pages keep Ajv's own words for these (the pattern or format it names): '{{reason}}'.
  [/^must match pattern /, 'errors:reason.pattern', (m) => ({ reason: m.input })],
  [/^must match format /, 'errors:reason.format', (m) => ({ reason: m.input })],
  [/^must be (string|number|integer|boolean|array|object|null)(,.*)?$/, 'errors:reason.type', (m) => ({ reason: m.input })],
  [/^must be equal to one of the allowed values$/, 'errors:reason.enum', (m) => ({ reason: m.input })],
  [/^must be equal to constant$/, 'errors:reason.const', (m) => ({ reason: m.input })],
  // Not Ajv's: a recurring order's start in the past (src/domain/subscription-schedule.ts names the day).
  [/^must be today \([^)]*\) or later$/, 'errors:reason.todayOrLater', () => ({})],
];

const SIDE = /^is too (small|large) \(at (?:least|most) ([\d.]+)(?: × \d+)? (pixels|pixels a side|megapixels)\)$/;

/** A 400's per-field reason ('is required', 'must NOT have more than 2000 characters') in the page's language. */
export function serverReason(reason: string): string {
  const text = reason.trim();
  const exact = SERVER_REASONS[text];
  if (exact) return tr(exact, text);
  for (const [pattern, key, params] of AJV) {
    const m = pattern.exec(text);
    if (m) return tr(key, text, params(m));
  }
  const side = SIDE.exec(text);
  if (side) {
    const which = side[1] === 'small' ? 'tooSmall' : side[3] === 'megapixels' ? 'tooManyPixels' : 'tooLarge';
    return tr(`errors:reason.image.${which}`, text, { num: side[2] });
  }
  return reason;
}

/**
 * What a form or composer shows for a refusal: a 400 'Invalid request' says its first field's
 * reason (the message alone says nothing), anything else its message; both in the page's language.
 */
export function serverRefusal(exception: { Message: string; Errors?: { field: string; reason: string }[] }): string {
  const first = exception.Errors?.[0]?.reason;
  if (first && exception.Message === 'Invalid request') return serverReason(first);
  return serverText(exception.Message);
}
