import { apiFetch } from './client';

/** The web-config file `/admin/config/sync` exports and imports (docs/merchant.md). */
export interface ConfigFile {
  format: 'talad.webconfig';
  version: 1;
  tenantId?: string;
  exportedAt?: string;
  flags: Record<string, string>;
  overridden?: string[];
}

export interface ConfigChange { Opt: string; Current: string; Incoming: string; Default: string; Action: 'set' | 'reset' }

export function fetchExportConfig() {
  return apiFetch<ConfigFile>({ path: 'api/merchant/admin/config/sync/export', area: 'merchant' });
}

/** What the file would change here; 400 (handled by the page) lists unknown flags with pointers. */
export function fetchPreviewConfig(file: ConfigFile) {
  return apiFetch<{ Tenant: string; Source: string | null; Changes: ConfigChange[]; Unchanged: number; NotInFile: string[] }>(
    { method: 'POST', path: 'api/merchant/admin/config/sync/preview', body: { File: file }, area: 'merchant' }, { expect: [400] },
  );
}

/** Applies the previewed file; `Expected` (the preview's current values) makes a stale preview a 409. */
export function fetchApplyConfig(file: ConfigFile, expected: Record<string, string>) {
  return apiFetch<{ Tenant: string; Applied: ConfigChange[]; Unchanged: number }>(
    { method: 'POST', path: 'api/merchant/admin/config/sync/apply', body: { File: file, Expected: expected }, area: 'merchant' }, { expect: [400, 409] },
  );
}
