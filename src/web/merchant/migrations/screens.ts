import { lazy } from 'react';
import type { BlockComponent } from '../../../engine';
import { registerComponent } from '../../registry/catalog';
import type { MigrationScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

const SCREENS: Record<MigrationScreenName, Loader> = {
  MigrationCreateProfileCrm: load(() => import('./ImportScreen').then((m) => ({ default: m.CreateProfileCrmScreen }))),
  MigrationCreateProfileCrmAsync: load(() => import('./AsyncImportScreen')),
  MigrationImportPackage: load(() => import('./ImportScreen').then((m) => ({ default: m.ImportPackageScreen }))),
  MigrationTransferStloc: load(() => import('./ImportScreen').then((m) => ({ default: m.TransferStlocScreen }))),
  AdminConfigSync: load(() => import('../admin/ConfigSyncScreen')),
  UtilsCustomerAllowJson: load(() => import('../admin/CustomerAllowScreen')),
  AdminPaymentGateways: load(() => import('../payments/GatewaySettingsScreen')),
  PaymentReconciliation: load(() => import('../payments/ReconciliationScreen')),
};

export function registerMigrationScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader));
}
