/**
 * Names of the components the web registry provides, without importing them (so node scripts such
 * as `npm run tenants:check` can read it). `real: false` marks placeholders: a route whose screen
 * uses only real components counts as having a real screen. Keep in sync with the registry.
 */
export const componentManifest: { name: string; real: boolean }[] = [
  { name: 'NotAvailableYet', real: false },
];
