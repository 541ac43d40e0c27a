/** @jsxImportSource theme-ui */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatBaht } from '../../../domain';
import { fetchDeliveryOrders, ORDER_PAGE_SIZE, useOrder } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { orderDateTime } from '../payment/dates';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { OrderDetailView } from './OrderDetailView';
import { StatusBadge } from './status';

/** `/history/deliveryorder/{orderid?}/{saleunit?}`: orders on their way or delivered, or one of them. */
export default function DeliveryOrderScreen() {
  const { t } = useTranslation();
  const { orderid = '', saleunit } = useParams();
  const { token, locale } = useBuyer();
  const one = useOrder(token, orderid, saleunit ?? null);
  const list = useInfiniteQuery({
    queryKey: ['orders', 'delivery', token],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchDeliveryOrders(pageParam),
    getNextPageParam: (last, pages) => (pages.length * ORDER_PAGE_SIZE < last.Total ? pages.length * ORDER_PAGE_SIZE : undefined),
    enabled: !!token && !orderid,
  });
  if (orderid) {
    if (one.isPending && one.fetchStatus !== 'idle') return <Card><Skeleton height={320} /></Card>;
    return one.data ? <OrderDetailView detail={one.data} locale={locale} /> : <Card><EmptyState icon="history" title={t('buyer:order.notFound')} /></Card>;
  }
  const orders = list.data?.pages.flatMap((p) => p.Data) ?? [];
  return (
    <div>
      <PageTitle>{t('buyer:order.deliveryOrders')}</PageTitle>
      <Card>
        {list.isPending ? <Skeleton height={160} /> : orders.length === 0 ? <EmptyState icon="history" title={t('buyer:order.noDeliveries')} /> : (
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {orders.map((o) => (
              <li key={o.OrderID} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'muted', flexWrap: 'wrap' }}>
                <Link to={localized(`/history/deliveryorder/${encodeURIComponent(o.OrderID)}/${encodeURIComponent(o.SaleUnit)}`, locale)} sx={{ fontWeight: 'bold', color: 'text' }}>{o.OrderID}</Link>
                <span sx={{ fontSize: 1, color: 'textMuted' }}>{orderDateTime(o.OrderDate, locale)}</span>
                <StatusBadge status={o.Status} label={o.StatusLabel[locale]} />
                <strong>{formatBaht(o.Total, locale)}</strong>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && <Button variant="outline" onClick={() => void list.fetchNextPage()}>{t('common:action.loadMore')}</Button>}
      </Card>
    </div>
  );
}
