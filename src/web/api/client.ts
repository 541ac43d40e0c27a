import { showErrorPage } from '../app/error-store';
import { navigateTo } from '../app/navigation';
import { tr } from '../app/translate';
import { clearCustomerSession, guestLogin, guestModeDisabled, recoverFromExpiredToken } from '../session/customer-actions';
import { clearMerchantSession, clearRiderSession } from '../session/staff-actions';
import { showToast } from '../widgets/toast-store';
import { MESSAGES, classify, type Outcome } from './error-catalogue';
import { rawRequest, type ApiRequest, type ApiResponse } from './http';

export type { ApiRequest, ApiResponse } from './http';

export interface ApiOptions {
  /** Statuses the caller handles itself: no toast or error page for them. */
  expect?: number[];
}

// Several calls failing at once with an expired token must lead to one guest login, not many.
let recovering: Promise<void> | null = null;

async function apply(outcome: Outcome): Promise<void> {
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'tokenExpired':
      if (outcome.area === 'buyer') {
        recovering ??= recoverFromExpiredToken(outcome.expiresAt).finally(() => (recovering = null));
        await recovering;
      } else if (outcome.area === 'merchant') {
        clearMerchantSession();
        navigateTo('/merchant/login', { replace: true });
      } else {
        clearRiderSession();
        navigateTo('/rider/login', { replace: true });
      }
      return;
    case 'logout':
      clearCustomerSession();
      if (!guestModeDisabled()) await guestLogin();
      return;
    case 'redirect':
      if (outcome.to === '/merchant/login') clearMerchantSession();
      else clearRiderSession();
      navigateTo(outcome.to, { replace: true });
      return;
    case 'toast':
      if (outcome.message === 'errors:waitSeconds') {
        showToast(tr('errors:waitSeconds', 'Waiting for {{num}} seconds and try again.', outcome.params ?? {}), { kind: 'info' });
      } else {
        // The table of server texts (~5 KB) loads with the first refusal, not in every page's first JS (issue 13).
        const { serverText } = await import('./server-texts');
        showToast(serverText(outcome.message), { kind: outcome.level });
      }
      return;
    case 'errorPage':
      showErrorPage({ status: outcome.status, message: outcome.message });
      return;
    case 'generic':
    case 'unreachable':
      showToast(tr('errors:oops', MESSAGES.generic), { kind: 'error' });
      return;
  }
}

/**
 * THE fetch function every API module uses. Base URL is the origin; adds `Authorization: Bearer`
 * (the area's token) and `TenantId`; never rejects by status (each caller reads `ok`/`status`);
 * maps the spec's error catalogue in one place.
 */
export async function apiFetch<T>(req: ApiRequest, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const res = await rawRequest<T>(req);
  if (!res.ok && options.expect?.includes(res.status)) return res;
  await apply(classify(res, req.area ?? 'buyer'));
  return res;
}
