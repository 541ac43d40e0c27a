import type { BlockComponent } from '../../engine';
import NotAvailableYet from '../screens/common/NotAvailableYet';
import { registerComponent } from './catalog';

// Components every area may use; registered eagerly (they are small and RouteScreen needs the
// placeholder anyway).
export function registerCommon(): void {
  registerComponent('NotAvailableYet', NotAvailableYet as BlockComponent, { real: false });
}
