/** @jsxImportSource theme-ui */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht, formatPoints } from '../../../domain';
import { fetchOrderHistory, ORDER_PAGE_SIZE, type OrderListItem } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { orderDateTime } from '../payment/dates';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { StatusBadge } from './status';
import { useBuyAgain } from './use-buy-again';

function OrderRow({ o, locale }: { o: OrderListItem; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const buyAgain = useBuyAgain();
  const href = localized(`/history/${encodeURIComponent(o.OrderID)}/${encodeURIComponent(o.SaleUnit)}`, locale);
  return (
    <li data-testid="history-order" data-order={o.OrderID} sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '1.2fr 1fr auto auto'], gap: [2, 3], alignItems: 'center', py: 3, borderBottom: '1px solid', borderColor: 'muted' }}>
      <div sx={{ minWidth: 0 }}>
        <Link to={href} sx={{ fontWeight: 'bold', color: 'text', '&:hover': { color: 'primaryText' } }}>{o.OrderID}</Link>
        <div sx={{ fontSize: 1, color: 'textMuted' }}>{orderDateTime(o.OrderDate, locale)} · {t('common:label.items', { count: o.ItemCount })}</div>
      </div>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: ['flex-end', 'flex-start'] }}>
        <StatusBadge status={o.Status} label={o.StatusLabel[locale]} />
        {o.PaymentStateLabel[locale] !== o.StatusLabel[locale] && <span sx={{ fontSize: 0, color: 'textMuted' }}>{o.PaymentStateLabel[locale]}</span>}
      </div>
      <strong sx={{ fontSize: 3 }}>{o.Mode === 'redeem' ? formatPoints(o.PointsTotal, locale, t('common:terms.pointsUnit')) : formatBaht(o.Total, locale)}</strong>
      <div sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Link to={href} sx={{ variant: 'buttons.outline', px: 3, py: 1, textDecoration: 'none', fontSize: 1 }}>{t('buyer:order.view')}</Link>
        <Button size="small" data-testid="buy-again" onClick={() => void buyAgain(o.OrderID, o.SaleUnit)}>{t('common:menu.buyAgain')}</Button>
      </div>
    </li>
  );
}

/** `/history`: the customer's orders of the current mode (sales, or redeem history), newest first, 12 at a time. */
export default function HistoryScreen() {
  const { t } = useTranslation();
  const { token, locale, redeem } = useBuyer();
  const mode = redeem ? 'redeem' : 'sales';
  const query = useInfiniteQuery({
    queryKey: ['orders', 'history', token, mode],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchOrderHistory({ mode, skip: pageParam }),
    getNextPageParam: (last, pages) => (pages.length * ORDER_PAGE_SIZE < last.Total && last.Data.length > 0 ? pages.length * ORDER_PAGE_SIZE : undefined),
    enabled: !!token,
  });
  const orders = query.data?.pages.flatMap((p) => p.Data) ?? [];
  return (
    <div data-testid="history">
      <PageTitle
        sub={query.data ? t('buyer:order.count', { count: query.data.pages[0]?.Total ?? 0 }) : undefined}
        action={<Link to={localized('/history/deliveryorder', locale)} sx={{ color: 'primaryText', fontWeight: 'bold', fontSize: 1 }}>{t('buyer:order.deliveryOrders')}</Link>}
      >
        {t(redeem ? 'common:menu.redeemHistory' : 'common:menu.history')}
      </PageTitle>
      <Card>
        {query.isPending ? (
          <Skeleton height={200} />
        ) : orders.length === 0 ? (
          <EmptyState icon="history" title={t('buyer:order.none')} action={<Link to={localized('/product', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:cart.browse')}</Link>} />
        ) : (
          <>
            <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {orders.map((o) => (
                <OrderRow key={o.OrderID} o={o} locale={locale} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Button variant="outline" onClick={() => void withLoadingOverlay(() => query.fetchNextPage())}>{t('common:action.loadMore')}</Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
