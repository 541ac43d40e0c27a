/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrder } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { OrderDetailView } from './OrderDetailView';

/** `/history/{orderid}/{saleunit?}`. */
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const { orderid = '', saleunit } = useParams();
  const { token, locale } = useBuyer();
  const { data, isPending, fetchStatus } = useOrder(token, orderid, saleunit ?? null);
  if (isPending && fetchStatus !== 'idle') return <Card><Skeleton height={320} /></Card>;
  if (!data) return <Card><EmptyState icon="history" testId="order-not-found" title={t('buyer:order.notFound')} action={<Link to={localized('/history', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('common:menu.history')}</Link>} /></Card>;
  return <OrderDetailView detail={data} locale={locale} />;
}
