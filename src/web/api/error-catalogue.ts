import type { ApiArea, ApiResponse } from './http';

// The spec's error catalogue (buyer spec section 8, merchant spec section 8) as ONE pure
// classification. client.ts applies the outcome (toasts, logout, redirects, error page).

export const MESSAGES = {
  customerNotFound: 'Customer not found',
  waitSeconds: 'seconds and try again.',
  otpLimit: 'OTP attempt limit exceed',
  otpInvalid: 'Invalid OTP Code',
  pointsUsage: 'Points usage failed due to Insufficient value or expired',
  tokenExpired: 'The token expired',
  generic: 'Oops...Something went wrong',
  apiErrorPrefix: 'พบข้อผิดพลาดจาก API: ',
  maintenance: 'อยู่ระหว่างการปรับปรุงระบบ',
  errorOccurred: 'พบข้อผิดพลาด',
} as const;

export type Outcome =
  | { kind: 'ok' }
  /** A token the server called expired; expiresAt is the quoted time from the header. */
  | { kind: 'tokenExpired'; area: ApiArea; expiresAt: string | null }
  | { kind: 'logout' }
  | { kind: 'redirect'; to: '/merchant/login' | '/rider/login' }
  | { kind: 'toast'; level: 'info' | 'error'; message: string; params?: Record<string, string> }
  | { kind: 'errorPage'; status: number; message: string }
  /** Not an error this layer reports (e.g. a caller-handled 404 without an exception body). */
  | { kind: 'generic' }
  | { kind: 'unreachable' };

export interface BearerChallenge {
  error?: string;
  errorDescription?: string;
}

/** Parses `www-authenticate: Bearer error="…", error_description="…"`. */
export function parseBearerChallenge(header: string | null): BearerChallenge | null {
  if (!header || !/^\s*Bearer\b/i.test(header)) return null;
  const out: BearerChallenge = {};
  for (const m of header.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    if (m[1] === 'error') out.error = m[2];
    if (m[1] === 'error_description') out.errorDescription = m[2];
  }
  return out;
}

/** The expiry time in the quoted text of "The token expired at '2026-11-20T10:00:00Z'". */
export function expiryFromDescription(description: string): string | null {
  const m = /'([^']+)'/.exec(description);
  return m ? m[1] : null;
}

export function waitSeconds(message: string): string | null {
  if (!message.includes(MESSAGES.waitSeconds)) return null;
  const m = /(\d+)\s*seconds and try again\./.exec(message);
  return m ? m[1] : '';
}

/** The error page text for a 5xx without an exception body. */
export function maintenanceMessage(status: number, statusText: string): string {
  // 503 is how a gateway says the system is being maintained; otherwise name the API error.
  if (status === 503) return MESSAGES.maintenance;
  if (statusText.trim()) return `${MESSAGES.apiErrorPrefix}${statusText}`;
  return MESSAGES.errorOccurred;
}

/**
 * The error page's message in the page's language: the spec writes the 500 texts in Thai (kept as
 * they are in the page error, which clients and tests read); `errors.json` has them in both.
 * Anything else is a key or an already translated text.
 */
export function errorPageText(message: string, t: (key: string) => string): string {
  if (message.startsWith(MESSAGES.apiErrorPrefix)) return `${t('errors:apiError')}${message.slice(MESSAGES.apiErrorPrefix.length)}`;
  if (message === MESSAGES.maintenance) return t('errors:maintenance');
  if (message === MESSAGES.errorOccurred) return t('errors:generic');
  return t(message);
}

export function classify(res: ApiResponse<unknown>, area: ApiArea): Outcome {
  if (res.ok) return { kind: 'ok' };
  if (res.status === 0) return { kind: 'unreachable' };

  const challenge = parseBearerChallenge(res.headers.get('www-authenticate'));
  if (res.status === 401 && challenge && area === 'merchant') return { kind: 'redirect', to: '/merchant/login' };
  if (res.status === 401 && area === 'rider') return { kind: 'redirect', to: '/rider/login' };
  if (challenge?.errorDescription?.includes(MESSAGES.tokenExpired)) {
    return { kind: 'tokenExpired', area, expiresAt: expiryFromDescription(challenge.errorDescription) };
  }

  const message = res.exception?.Message ?? '';
  if (res.exception && res.status >= 400) {
    if (area === 'buyer' && res.status === 500 && message.includes(MESSAGES.customerNotFound)) return { kind: 'logout' };
    const num = waitSeconds(message);
    if (num !== null) return { kind: 'toast', level: 'info', message: 'errors:waitSeconds', params: { num } };
    if (message.includes(MESSAGES.otpLimit) || message.includes(MESSAGES.otpInvalid) || message.includes(MESSAGES.pointsUsage)) {
      return { kind: 'toast', level: 'info', message };
    }
    return { kind: 'toast', level: 'error', message: message || MESSAGES.generic };
  }
  if (res.status >= 500) return { kind: 'errorPage', status: res.status, message: maintenanceMessage(res.status, res.statusText) };
  return { kind: 'generic' };
}
