// All Drizzle tables, one module per area (core, catalog, orders, merchant, promotions, rider).
// Add `export * from './<area>'` here when an area lands; the ORM handle sees them all.
export * from './core';
export * from './orders';
export * from './catalog';
export * from './promotions';
export * from './merchant';
export * from './profile';
