/**
 * Super-admin tool screens (migrations, config sync, allow-list, payment gateways; the staff's reconciliation); registered by ./screens.ts,
 * named by the bundle's merchant.migration*, merchant.adminConfigSync, merchant.utilsCustomerAllowJson.
 * Plain data so node scripts can read it.
 */
export const MIGRATION_SCREEN_NAMES = [
  'MigrationCreateProfileCrm',
  'MigrationCreateProfileCrmAsync',
  'MigrationImportPackage',
  'MigrationTransferStloc',
  'AdminConfigSync',
  'UtilsCustomerAllowJson',
  'AdminPaymentGateways',
  'PaymentReconciliation',
] as const;

export type MigrationScreenName = (typeof MIGRATION_SCREEN_NAMES)[number];
