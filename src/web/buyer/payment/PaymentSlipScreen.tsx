/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../../domain';
import { fetchOrderHistory } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { orderDateTime } from './dates';

/** `/payment/slip`: orders waiting for a transfer slip, each leading to its upload page. */
export default function PaymentSlipScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending } = useQuery({
    queryKey: ['orders', 'awaiting', token],
    queryFn: () => fetchOrderHistory({ mode: 'sales', skip: 0, take: 50 }),
    enabled: !!token,
  });
  const waiting = (data?.Data ?? []).filter((o) => o.Status === 'PENDING_PAYMENT' && (o.PaymentState === 'AWAITING_PAYMENT' || o.PaymentState === 'SLIP_REJECTED'));
  return (
    <div>
      <PageTitle
        action={waiting.length >= 2 && (
          <Link to={localized(`/payment/combine/${encodeURIComponent(waiting[0].SaleUnit)}`, locale)} data-testid="combine-link" sx={{ variant: 'buttons.outline', px: 3, py: 1, textDecoration: 'none' }}>
            {t('buyer:payment.combineLink')}
          </Link>
        )}
      >
        {t('buyer:payment.awaitingList')}
      </PageTitle>
      <Card>
        {isPending ? (
          <Skeleton height={120} />
        ) : waiting.length === 0 ? (
          <EmptyState icon="check" title={t('buyer:payment.nothingToPay')} />
        ) : (
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {waiting.map((o) => (
              <li key={o.OrderID} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'muted', flexWrap: 'wrap' }}>
                <span>
                  <strong>{o.OrderID}</strong>
                  <span sx={{ display: 'block', fontSize: 1, color: 'textMuted' }}>{orderDateTime(o.OrderDate, locale)} · {o.PaymentStateLabel[locale]}</span>
                </span>
                <strong>{formatBaht(o.Total, locale)}</strong>
                <Link to={localized(`/payment/upload/slip/${encodeURIComponent(o.SaleUnit)}?orderid=${encodeURIComponent(o.OrderID)}`, locale)} sx={{ variant: 'buttons.primary', px: 3, py: 1, textDecoration: 'none' }}>
                  {t('buyer:payment.pay')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
