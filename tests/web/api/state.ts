import { ref } from 'valtio';
import { configStore } from '../../../src/web/app/config-store';
import { applyBoot } from '../../../src/web/app/boot';
import { setAppI18n } from '../../../src/web/app/translate';
import { resetAppState, tenantBundle } from '../render-app';

export { customer } from '../render-app';

/** Stores as the app has them after boot, without rendering (for API-level tests). */
export function renderAppState(tenant: string): void {
  resetAppState();
  setAppI18n(null);
  applyBoot({ tenantId: tenant, bundle: tenantBundle(tenant), flags: {} });
  configStore.remoteFlags = ref<Record<string, string>>({});
}
