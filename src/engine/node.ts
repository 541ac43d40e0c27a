/* Node-only engine entry: reading and watching tenant folders. Never import from the browser. */
export { loadTenants, type LoadedTenant, type LoadOptions, type LoadResult } from './bundle/load-node';
export { watchTenants, type TenantChange } from './bundle/watch-node';
