/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { ORDER_LIST_TABS } from '../../../domain/order-status';
import { useMerchantOrders, type OrderTab, type OrderType } from '../../api/merchant-orders';
import { useDebounced } from '../../centres/use-debounced';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { Card, Empty, Page, Pager, Pill, Select, Tabs, TextInput } from '../ui/kit';
import { amountLabel } from '../home/labels';
import { STATUS_COLOUR, dateTimeLabel, paymentStateLabel, statusLabel } from './status';

const TAKE = 20;
const GOODS_ISSUE_TABS: OrderTab[] = ['ALL', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/**
 * `/merchant/order?type=3` sales orders and `?type=I` goods issue: status tabs (default 'All')
 * with counts, search by order number or customer (500 ms after typing stops), centre filter, pages of 20.
 */
export default function OrderListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const [params] = useSearchParams();
  const type: OrderType = params.get('type') === 'I' ? 'I' : '3';
  const { token, dists } = useSnapshot(merchantSession);
  const [status, setStatus] = useState<OrderTab>('ALL');
  const [text, setText] = useState('');
  const [saleUnit, setSaleUnit] = useState('');
  const [skip, setSkip] = useState(0);
  const search = useDebounced(text);
  const filter = { type, status, text: search.trim(), saleUnit, skip, take: TAKE };
  const { data, isPending } = useMerchantOrders(token, filter);
  const tabs = (type === 'I' ? GOODS_ISSUE_TABS : ORDER_LIST_TABS).map((id) => ({
    id, label: `${id === 'ALL' ? t('merchant:orders.all') : statusLabel(id, locale)}${data ? ` (${data.Counts[id] ?? 0})` : ''}`,
  }));
  const reset = <T,>(set: (v: T) => void) => (v: T) => { set(v); setSkip(0); };
  const pages = data ? Math.max(1, Math.ceil(data.Total / TAKE)) : 1;

  return (
    <Page title={t(type === 'I' ? 'merchant:orders.goodsIssueTitle' : 'merchant:orders.title')} subtitle={t(type === 'I' ? 'merchant:orders.goodsIssueSubtitle' : 'merchant:orders.subtitle')}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '2fr 1fr'], gap: 3 }}>
        <TextInput type="search" label={t('merchant:orders.search')} placeholder={t('merchant:orders.searchHint')} value={text} onChange={(e) => reset(setText)(e.target.value)} />
        <Select label={t('merchant:dashboard.centre')} value={saleUnit} onChange={(e) => reset(setSaleUnit)(e.target.value)}
          options={[{ value: '', label: t('merchant:dashboard.allCentres') }, ...dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))]} />
      </div>
      <Tabs tabs={tabs} value={status} onChange={reset(setStatus)} label={t('merchant:orders.tabs')} />
      <Card>
        {isPending && <Empty>{t('common:label.loading')}</Empty>}
        {data === null && <Empty>{t('merchant:orders.failed')}</Empty>}
        {data && data.Data.length === 0 && <Empty>{t('merchant:orders.empty')}</Empty>}
        {data && data.Data.length > 0 && (
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('merchant:orders.title')}>
            {data.Data.map((o) => (
              <li key={o.OrderID} data-testid="order-row" sx={{ borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
                <Link to={localized(`/merchant/order/${encodeURIComponent(o.OrderID)}/${encodeURIComponent(o.SaleUnit)}`, locale)}
                  sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '1.3fr 2fr 1fr auto'], gap: 2, alignItems: 'center', py: 3, px: 1, color: 'text', textDecoration: 'none', '&:hover': { bg: 'muted' } }}>
                  <div sx={{ minWidth: 0 }}>
                    <strong sx={{ display: 'block', fontSize: 1 }}>{o.OrderID}</strong>
                    <span sx={{ fontSize: 0, color: 'textMuted' }}>{dateTimeLabel(o.OrderDate, locale)} · {o.SaleUnit}</span>
                  </div>
                  <div sx={{ minWidth: 0, gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'] }}>
                    <span sx={{ display: 'block', fontSize: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-i18n-data>{o.Customer_Name}</span>
                    <span sx={{ fontSize: 0, color: 'textMuted' }}>{o.Customer_Id} · {t('merchant:orders.lines', { count: o.Lines })} · {paymentStateLabel(o.PaymentState, locale)}</span>
                  </div>
                  <strong sx={{ fontSize: 1, textAlign: 'right', display: ['none', 'block'] }}>{amountLabel(o.Total, locale)}</strong>
                  <Pill color={STATUS_COLOUR[o.Status] ?? 'textMuted'}>{statusLabel(o.Status, locale)}</Pill>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager skip={skip} take={TAKE} total={data.Total} onChange={setSkip}
            labels={{ previous: t('merchant:kit.previous'), next: t('merchant:kit.next'), page: t('merchant:kit.pageOf', { page: Math.floor(skip / TAKE) + 1, pages }) }} />
        )}
      </Card>
    </Page>
  );
}
