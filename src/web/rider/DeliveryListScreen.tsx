/** @jsxImportSource theme-ui */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { DELIVERY_FILTERS, RIDER_PAGE_SIZE, fetchDeliveries, type DeliveryFilter, type DeliveryRow } from '../api/rider';
import { localized } from '../layouts/shared/MenuLink';
import { Button, Card, Empty, Pill, Tabs } from '../merchant/ui/kit';
import { STATUS_COLOUR } from '../merchant/orders/status';
import { riderSession } from '../session/rider-session';
import { Icon } from '../widgets/Icon';
import { INVOICE_COLOUR } from './InvoicePanel';
import { dateTime, detailPath, label, money, useRiderLocale } from './labels';

const tabKey = (f: DeliveryFilter) => (f === 'Invoice Approve' ? 'invoiceApprove' : f);

function filterOf(value: string | null): DeliveryFilter {
  return DELIVERY_FILTERS.find((f) => f === value) ?? 'OUT_FOR_DELIVERY';
}

/**
 * `/rider/singha` (the spec's route name for every company): the rider's deliveries by status tab
 * (`?status=`; 'Invoice Approve' for the SINGHA variant, as the bottom bar links it), 20 at a time
 * with 'Load more'. The server decides whether the company approves invoices.
 */
export default function DeliveryListScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const { token } = useSnapshot(riderSession);
  const query = useInfiniteQuery({
    queryKey: ['rider', 'deliveries', token, status],
    queryFn: async ({ pageParam }) => {
      const r = await fetchDeliveries(status, pageParam);
      return { status: r.status, data: r.ok ? r.data ?? null : null };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + (p.data?.Data.length ?? 0), 0);
      return last.data && last.data.Data.length === RIDER_PAGE_SIZE && loaded < last.data.Total ? loaded : undefined;
    },
    enabled: !!token,
  });
  const first = query.data?.pages[0];
  // A company without invoice approval asked for that tab (an old link): show the default tab.
  if (first?.status === 403 && status === 'Invoice Approve') return <Navigate to={localized('/rider/singha', locale)} replace />;
  const head = first?.data;
  const rows = query.data?.pages.flatMap((p) => p.data?.Data ?? []) ?? [];
  const filters = DELIVERY_FILTERS.filter((f) => f !== 'Invoice Approve' || head?.InvoiceApproval || status === f);
  const tabs = filters.map((id) => {
    const count = id === 'ALL' ? undefined : head?.Counts[id];
    return { id, label: `${t(`rider:tabs.${tabKey(id)}`)}${count !== undefined ? ` (${count})` : ''}` };
  });
  const choose = (id: DeliveryFilter) => setParams(id === 'OUT_FOR_DELIVERY' ? {} : { status: id }, { replace: true });

  return (
    <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <div sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <h1 sx={{ fontSize: 3, m: 0 }}>{t('rider:list.title')}</h1>
        <Link to={localized('/rider/history', locale)} sx={{ color: 'secondaryText', fontSize: 1, display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Icon name="history" size={18} />{t('rider:list.history')}
        </Link>
      </div>
      {/* Four tabs (with 'Invoice Approve') must all show on a 360-390 px phone: tighter padding, then a second row. */}
      <div sx={{ bg: 'background', borderRadius: 'default', '& [role=tablist]': { flexWrap: 'wrap', columnGap: 0 }, '& [role=tab]': { px: [2, 3], flex: ['1 0 auto', '0 0 auto'] } }}>
        <Tabs tabs={tabs} value={status} onChange={choose} label={t('rider:tabs.label')} />
      </div>
      {query.isPending ? <Empty>{t('common:label.loading')}</Empty> : rows.length === 0 ? (
        <Card><Empty>{t(`rider:list.empty.${tabKey(status)}`)}</Empty></Card>
      ) : (
        <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} aria-label={t('rider:list.title')}>
          {rows.map((row) => <DeliveryCard key={row.OrderID} row={row} invoiceApproval={!!head?.InvoiceApproval} />)}
        </ul>
      )}
      {query.hasNextPage && (
        <Button tone="outline" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('rider:list.loadMore')}</Button>
      )}
    </section>
  );
}

function DeliveryCard({ row, invoiceApproval }: { row: DeliveryRow; invoiceApproval: boolean }) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const to = localized(detailPath(row.OrderID, row.SaleUnit, invoiceApproval), locale);
  return (
    <li data-testid="delivery" sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 3, display: 'grid', gap: 2 }}>
      <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Link to={to} aria-label={t('rider:list.open', { id: row.OrderID })} sx={{ fontWeight: 'bold', fontSize: 2, color: 'text' }}>{row.OrderID}</Link>
        <span sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
          <Pill color={STATUS_COLOUR[row.Status]}>{label(row.StatusLabel, locale)}</Pill>
          {row.InvoiceStatus && row.Status === 'DELIVERED' && <Pill color={INVOICE_COLOUR[row.InvoiceStatus]}>{`${t('rider:invoice.title')}: ${t(`rider:invoice.status.${row.InvoiceStatus}`)}`}</Pill>}
        </span>
      </div>
      <Link to={to} sx={{ color: 'text', textDecoration: 'none', display: 'grid', gap: 1 }}>
        <strong data-i18n-data>{row.ShipToName || row.CustomerName}</strong>
        <span data-i18n-data sx={{ fontSize: 1, color: 'textMuted' }}>{row.ShipToAddress}</span>
        <span sx={{ fontSize: 0, color: 'textMuted' }}>{dateTime(row.UpdatedAt, locale)} · {label(row.PaymentMethodLabel, locale)}</span>
      </Link>
      <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        {row.AmountToCollect > 0
          ? <strong sx={{ color: 'primaryText' }}>{t('rider:list.collect', { amount: money(row.AmountToCollect, locale) })}</strong>
          : <span sx={{ fontSize: 1, color: 'textMuted' }}>{t('rider:list.nothingToCollect')}</span>}
        {row.ShipToPhone && (
          <a href={`tel:${row.ShipToPhone}`} aria-label={t('rider:list.call', { name: row.ShipToName || row.CustomerName })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'secondaryText', fontWeight: 'bold', fontSize: 1, textDecoration: 'none', minHeight: 40 }}>
            <Icon name="phone" size={18} />{row.ShipToPhone}
          </a>
        )}
      </div>
    </li>
  );
}
