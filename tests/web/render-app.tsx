/*
 * renderApp(ui, { tenant, user, url }): renders inside the real app (engine pieces built from the
 * real bundles in tenants/, real locales, real router built from the route table). With `ui` null
 * the whole route tree renders at `url`; otherwise `ui` renders inside the providers at `url`.
 */
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import path from 'node:path';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { ref } from 'valtio';
import { mergePatch, type Flags, type JsonObject, type TenantBundle } from '../../src/engine';
import { loadTenants } from '../../src/engine/node';
import { App, type RouterFactory } from '../../src/web/app/App';
import { applyBoot } from '../../src/web/app/boot';
import { configStore } from '../../src/web/app/config-store';
import { registerDefaultActions } from '../../src/web/app/default-actions';
import { clearErrorPage } from '../../src/web/app/error-store';
import { provideLocaleResources } from '../../src/web/app/i18n';
import { setNavigator } from '../../src/web/app/navigation';
import { queryClient } from '../../src/web/app/query-client';
import { buildRoutes } from '../../src/web/app/router';
import { ensureCommonRegistered } from '../../src/web/registry';
import { setCartSummary } from '../../src/web/session/cart-summary';
import { resetMerchantSession, merchantSession } from '../../src/web/session/merchant-session';
import { resetRiderSession, riderSession } from '../../src/web/session/rider-session';
import { resetRootSession, rootSession } from '../../src/web/session/root-session';
import { resetSessionStartup } from '../../src/web/session/startup';
import type { CustomerUser, MerchantUser, Rider } from '../../src/web/session/types';
import { resetLoadingOverlay } from '../../src/web/widgets/loading-store';
import { clearToasts } from '../../src/web/widgets/toast-store';
import enBuyer from '../../locales/en/buyer.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enMerchant from '../../locales/en/merchant.json';
import enRider from '../../locales/en/rider.json';
import thBuyer from '../../locales/th/buyer.json';
import thCommon from '../../locales/th/common.json';
import thErrors from '../../locales/th/errors.json';
import thMerchant from '../../locales/th/merchant.json';
import thRider from '../../locales/th/rider.json';

const TENANTS_DIR = path.resolve(__dirname, '../../tenants');
let loaded: Map<string, TenantBundle> | null = null;

/** base ← tenant (variants kept), as the server hands it to the browser. */
export function tenantBundle(id: string): TenantBundle {
  if (!loaded) {
    loaded = new Map();
    for (const t of loadTenants(TENANTS_DIR).tenants) if (t.bundle) loaded.set(t.id, t.bundle);
  }
  const bundle = loaded.get(id);
  if (!bundle) throw new Error(`tenant ${id} did not load`);
  return bundle;
}

/** An unsigned JWT with the claims the web app reads (the browser never verifies). */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

export const customer = (fields: Partial<CustomerUser> = {}): CustomerUser => ({
  CUSTOMERCODE: 'C0001',
  CUSTOMERNAME: 'ร้านสมใจ',
  userRole: 'CUSTOMER',
  ActiveDC: 'S001',
  ActiveDCName: 'Bang Na',
  COMPANYCODE: '',
  ...fields,
});

export const guestUser = (): CustomerUser => ({ CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST' });

export interface RenderAppOptions {
  tenant?: string;
  url?: string;
  user?: CustomerUser | null;
  merchant?: MerchantUser | null;
  rider?: Rider | null;
  /** Remote flags (web config overlay). */
  flags?: Flags;
  /** A merge patch over the tenant bundle, for cases no demo tenant has. */
  patch?: JsonObject;
  /**
   * Every screen shows NotAvailableYet (naming its screen id): shell tests look at frames,
   * guards and routing without the real screens' data calls.
   */
  placeholders?: boolean;
}

function withPlaceholders(bundle: TenantBundle): TenantBundle {
  const screens = Object.fromEntries(
    Object.keys(bundle.screens).map((id) => [id, { blocks: { main: { component: 'NotAvailableYet', props: { screen: id }, order: 10 } } }]),
  );
  return { ...bundle, screens };
}

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

export function resetAppState(): void {
  resetRootSession();
  resetMerchantSession();
  resetRiderSession();
  resetSessionStartup();
  resetLoadingOverlay();
  clearToasts();
  clearErrorPage();
  setCartSummary({ count: 0, total: 0 });
  setNavigator(null);
  queryClient.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

let providedTexts = false;
export function provideTexts(): void {
  if (providedTexts) return;
  providedTexts = true;
  provideLocaleResources({
    th: { common: thCommon, errors: thErrors, buyer: thBuyer, merchant: thMerchant, rider: thRider },
    en: { common: enCommon, errors: enErrors, buyer: enBuyer, merchant: enMerchant, rider: enRider },
  });
}

export async function renderApp(ui: ReactElement | null, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const tenant = options.tenant ?? 'sabai';
  resetAppState();
  provideTexts();
  ensureCommonRegistered();
  registerDefaultActions();
  let bundle = tenantBundle(tenant);
  if (options.patch) bundle = mergePatch(bundle, options.patch) as TenantBundle;
  if (options.placeholders) bundle = withPlaceholders(bundle);
  applyBoot({ tenantId: tenant, bundle, flags: options.flags ?? {} });
  configStore.remoteFlags = ref({ ...(options.flags ?? {}) });
  const guestLike = options.user === undefined ? guestUser() : options.user;
  if (guestLike) {
    rootSession.token = fakeToken({ TenantId: tenant, UserId: guestLike.CUSTOMERCODE });
    rootSession.user = guestLike;
  }
  if (options.merchant) {
    merchantSession.token = fakeToken({ TenantId: tenant, Kind: 'merchant' });
    merchantSession.user = options.merchant;
  }
  if (options.rider) {
    riderSession.token = fakeToken({ TenantId: tenant, Kind: 'rider' });
    riderSession.rider = options.rider;
  }
  rootSession.ready = true;

  const url = options.url ?? '/';
  let router!: ReturnType<typeof createMemoryRouter>;
  const makeRouter: RouterFactory = (b) => {
    router = createMemoryRouter(ui ? [{ path: '*', element: ui }] : buildRoutes(b), { initialEntries: [url] });
    return router;
  };
  let result!: RenderResult;
  await act(async () => {
    result = render(<App makeRouter={makeRouter} />);
  });
  // Initial loaders (guards) and lazy layouts settle before the test looks.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  if (!ui) {
    await waitFor(() => {
      if (!document.querySelector('[data-layout], [data-testid="error-page"], [data-testid="error-fallback"]')) throw new Error('app not rendered yet');
    });
  }
  return { ...result, router };
}
