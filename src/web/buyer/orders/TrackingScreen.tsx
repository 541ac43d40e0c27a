/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { orderQuery } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { StatusBadge } from './status';
import { Timeline } from './Timeline';

const TRACKING_POLL_MS = 10_000;
const FINAL = ['DELIVERED', 'CANCELLED'];

/** `/order/tracking/{id?}`: an order's status timeline (enter an order number when none is given). */
export default function TrackingScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { token, locale } = useBuyer();
  const [text, setText] = useState(id);
  // The page follows the order while staff move it (no push channel for orders): a poll that stops
  // once the order is delivered or cancelled.
  const { data, isPending, fetchStatus } = useQuery({
    ...orderQuery(token, id),
    refetchInterval: (q) => (q.state.data && !FINAL.includes(q.state.data.Order.Status) ? TRACKING_POLL_MS : false),
  });
  return (
    <div data-testid="tracking">
      <PageTitle>{t('buyer:order.track')}</PageTitle>
      <Card extra={{ mb: 3 }}>
        <form onSubmit={(e) => { e.preventDefault(); if (text.trim()) navigate(localized(`/order/tracking/${encodeURIComponent(text.trim())}`, locale)); }} sx={{ display: 'flex', gap: 2 }}>
          <input value={text} onChange={(e) => setText(e.target.value)} aria-label={t('buyer:order.numberShort')} placeholder={t('buyer:order.numberShort')} sx={{ flex: 1, minWidth: 0, fontFamily: 'body', fontSize: 2, px: 2, py: 1, border: '1px solid', borderColor: 'border', borderRadius: 'small' }} />
          <Button type="submit">{t('common:action.search')}</Button>
        </form>
      </Card>
      {id && (isPending && fetchStatus !== 'idle' ? <Card><Skeleton height={240} /></Card> : !data ? <Card><EmptyState icon="search" title={t('buyer:order.notFound')} /></Card> : (
        <Card>
          <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
            <Link to={localized(`/history/${encodeURIComponent(data.Order.OrderID)}/${encodeURIComponent(data.Order.SaleUnit)}`, locale)} sx={{ fontWeight: 'bold', fontSize: 3, color: 'text' }}>{data.Order.OrderID}</Link>
            <StatusBadge status={data.Order.Status} label={data.Order.StatusLabel[locale]} />
          </div>
          <Timeline steps={data.Timeline} locale={locale} />
          {data.Rider && <p sx={{ mb: 0 }}>{t('buyer:order.rider', { name: data.Rider.Name, phone: data.Rider.MobileNo })}</p>}
        </Card>
      ))}
    </div>
  );
}
