import { proxy } from 'valtio';
import type { DashboardFilter } from '../../api/merchant-dashboard';

/** Dashboard state of the spec: the filter survives leaving and coming back (default range 'month'). */
export const dashboardStore = proxy<{ filter: DashboardFilter; initTime: number }>({
  filter: { dist: '', range: 'month' },
  initTime: 0,
});
