import { Navigate, useLocation } from 'react-router';
import type { BlockProps } from '../../engine';
import { localized } from '../layouts/shared/MenuLink';
import { useRiderLocale } from './labels';

/** `/rider`: the rider's home is the delivery list (query kept, e.g. `?status=`). */
export default function RiderHomeScreen(_props: BlockProps) {
  const locale = useRiderLocale();
  const { search } = useLocation();
  return <Navigate to={`${localized('/rider/singha', locale)}${search}`} replace />;
}
