export interface TenantChange {
  /** Folder names whose files changed, appeared or disappeared (empty when unknown). */
  tenantIds: string[];
}

export function watchTenants(_tenantsDir: string, _onChange: (change: TenantChange) => void): () => void {
  throw new Error('watchTenants: in progress');
}
