/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { merchantOrderDetailQuery, useMerchantOrderDetail, type MerchantOrderDetail, type Party } from '../../api/merchant-orders';
import { stripLocale } from '../../app/locale';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { amountLabel } from '../home/labels';
import { Card, Empty, Facts, Page, Pill } from '../ui/kit';
import { OrderActions } from './OrderActions';
import { PaymentPanel } from './PaymentPanel';
import { STATUS_COLOUR, dateTimeLabel, statusLabel } from './status';
import { TrackingPanel } from './TrackingPanel';
import { paymentMethodName } from '../../../domain';
import { lineQuantities } from '../../app/quantity';

type View = 'detail' | 'payment' | 'tracking';

/**
 * `/merchant/order/{orderid}/{saleunit}` (+ `/payment`, `/tracking`): one screen with three views
 * (the bundle passes `view`). The detail is loaded once per order id and sale unit; moving between
 * the views does not reload it, an action does.
 */
export default function OrderDetailScreen(props: BlockProps) {
  const view: View = props.view === 'payment' || props.view === 'tracking' ? props.view : 'detail';
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { orderid = '', saleunit = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const queryClient = useQueryClient();
  const { data, isPending } = useMerchantOrderDetail(token, orderid, saleunit);
  const reload = () => queryClient.invalidateQueries({ queryKey: merchantOrderDetailQuery(token, orderid, saleunit).queryKey });
  const base = `/merchant/order/${encodeURIComponent(orderid)}/${encodeURIComponent(saleunit)}`;
  const back = { to: localized('/merchant/order?type=3', locale), label: t('merchant:orders.title') };

  if (isPending) return <Page title={orderid} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!data) return <Page title={orderid} back={back}><Card><Empty>{t('merchant:order.notFound')}</Empty></Card></Page>;
  const o = data.Order;
  return (
    <Page
      back={back}
      title={<span sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>{t('merchant:order.title', { id: o.OrderID })}<Pill color={STATUS_COLOUR[o.Status]}>{statusLabel(o.Status, locale)}</Pill></span>}
      subtitle={<>{dateTimeLabel(o.OrderDate, locale)} · {o.SaleUnit} · <span data-i18n-data>{o.Customer_Name} ({o.Customer_Id})</span></>}
    >
      <ViewTabs base={base} locale={locale} current={view} />
      {view === 'detail' && <DetailView detail={data} locale={locale} onDone={reload} />}
      {view === 'payment' && <PaymentPanel detail={data} onDone={reload} />}
      {view === 'tracking' && <TrackingPanel detail={data} />}
    </Page>
  );
}

function ViewTabs({ base, locale, current }: { base: string; locale: string; current: View }) {
  const { t } = useTranslation();
  const here = stripLocale(useLocation().pathname);
  const items: { view: View; to: string }[] = [{ view: 'detail', to: base }, { view: 'payment', to: `${base}/payment` }, { view: 'tracking', to: `${base}/tracking` }];
  return (
    <nav aria-label={t('merchant:order.views')} sx={{ display: 'flex', gap: 1, borderBottom: '1px solid', borderColor: 'border', overflowX: 'auto' }}>
      {items.map((item) => {
        const active = item.view === current || here === item.to;
        return (
          <Link key={item.view} to={localized(item.to, locale === 'en' ? 'en' : 'th')} aria-current={active ? 'page' : undefined}
            sx={{ px: 3, py: 2, fontSize: 1, textDecoration: 'none', whiteSpace: 'nowrap', color: active ? 'primaryText' : 'textMuted', fontWeight: active ? 'bold' : 'body', borderBottom: '3px solid', borderColor: active ? 'primary' : 'transparent', mb: '-1px' }}>
            {t(`merchant:order.view.${item.view}`)}
          </Link>
        );
      })}
    </nav>
  );
}

function partyRows(p: Party, t: (k: string) => string): [string, ReactNode][] {
  const address = [p.Address, p.Town, p.Ampher, p.Province, p.ZipCode].filter(Boolean).join(' ');
  const rows: [string, string][] = [[t('merchant:order.name'), p.Name ?? ''], [t('merchant:order.address'), address], [t('merchant:order.phone'), p.Phone ?? ''], [t('merchant:order.taxId'), p.TaxID ?? '']];
  return rows.filter(([, v]) => v).map(([k, v]) => [k, <span data-i18n-data>{v}</span>]);
}

function DetailView({ detail, locale, onDone }: { detail: MerchantOrderDetail; locale: 'th' | 'en'; onDone: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const o = detail.Order;
  const money = (v: number) => amountLabel(v, locale);
  const qty = (l: MerchantOrderDetail['OrderDetails'][number]) => lineQuantities(i18n, l);
  return (
    <div sx={{ display: 'grid', gap: 3 }}>
      {detail.EditTracking && <OrderActions detail={detail} onDone={onDone} />}
      <Card title={t('merchant:order.lines')} testId="order-lines">
        <div sx={{ overflowX: 'auto' }}>
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1 }}>
            <thead>
              <tr sx={{ textAlign: 'left', color: 'textMuted', fontSize: 0 }}>
                <th sx={{ py: 2 }}>{t('merchant:dashboard.product')}</th><th sx={{ whiteSpace: 'nowrap', pr: 2 }}>{t('merchant:order.quantity')}</th><th sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{t('merchant:order.net')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.OrderDetails.map((l) => (
                <tr key={l.LineNo} sx={{ borderTop: '1px solid', borderColor: 'border' }}>
                  <td sx={{ py: 2, pr: 2, overflowWrap: 'anywhere' }}>
                    <span sx={{ display: 'block' }}>{locale === 'en' ? l.ProductNameEn || l.ProductName : l.ProductName}</span>
                    <span sx={{ fontSize: 0, color: 'textMuted' }}>{l.P_Code}{l.IsFree ? ` · ${t('merchant:order.free')}` : ''}{l.AdvancePrice ? ` · ${t('merchant:order.advancePrice')}` : ''}</span>
                  </td>
                  <td sx={{ pr: 2, whiteSpace: 'nowrap' }}>{qty(l)}</td>
                  <td sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money(l.Net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div sx={{ mt: 3, ml: 'auto', maxWidth: 360 }}>
          <Facts rows={[
            [t('merchant:order.subtotal'), money(o.Total)],
            [t('merchant:order.discount'), `${money(o.DiscountAmount)} (${o.DiscountRate}%)`],
            [t('merchant:order.deliveryFee'), money(o.DeliveryFee)],
            [<strong key="l">{t('merchant:order.total')}</strong>, <strong key="v">{money(o.Money)}</strong>],
          ]} />
        </div>
      </Card>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', null, '1fr 1fr'], gap: 3 }}>
        <Card title={t('merchant:order.shipTo')}><Facts rows={partyRows(detail.ShipTo, t)} /></Card>
        <Card title={t('merchant:order.billTo')}><Facts rows={partyRows(detail.BillTo, t)} /></Card>
      </div>
      <Card title={t('merchant:order.more')}>
        <Facts rows={[
          [t('merchant:order.method'), paymentMethodName(o.PaymentType, locale)],
          [t('merchant:order.needTaxInvoice'), o.NeedTaxInvoice === 'Y' ? t('merchant:kit.yes') : t('merchant:kit.no')],
          [t('merchant:order.salesperson'), o.REF_5 ? (o.SalespersonName ? `${o.SalespersonName} (${o.REF_5})` : o.REF_5) : '-'],
          [t('merchant:order.rider'), detail.Rider ? <span data-i18n-data>{detail.Rider.Name}</span> : '-'],
          [t('merchant:order.remark'), o.Remark || '-'],
          ...(o.Remark4 ? [[t('merchant:order.cancelReason'), o.Remark4] as [string, string]] : []),
        ]} />
      </Card>
    </div>
  );
}
