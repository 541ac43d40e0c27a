// Tenant ids are folder names; this pattern keeps them safe in paths, headers and SQL text.
export const TENANT_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,62}$';
const RE = new RegExp(TENANT_ID_PATTERN);
export const isTenantId = (s: unknown): s is string => typeof s === 'string' && RE.test(s);
