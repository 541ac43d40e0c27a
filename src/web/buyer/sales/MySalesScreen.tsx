/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatBaht } from '../../../domain';
import { useMySales, type MySales } from '../../api/sales';
import { useIsMobile } from '../../app/media';
import { RankBars, TimeBars } from '../../merchant/home/Charts';
import { merchantSession } from '../../session/merchant-session';
import { DatePicker } from '../../../engine/date-picker';
import { rootSession } from '../../session/root-session';
import { orderDateTime } from '../payment/dates';
import { Badge, Button, Card, EmptyState, PageTitle, SectionTitle, Skeleton } from '../shared/ui';
import { RegistrationQr, registrationLink } from './RegistrationQr';
import { downloadText, mySalesCsv } from './sales-csv';

const INPUT = { p: 2, fontSize: 2, fontFamily: 'body', border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text' } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card extra={{ p: 3 }}>
      <div sx={{ fontSize: 1, color: 'textMuted' }}>{label}</div>
      <div data-testid={testId} sx={{ fontSize: [3, 4], fontWeight: 'bold' }}>{value}</div>
    </Card>
  );
}

function QrCard({ data }: { data: MySales }) {
  const { t } = useTranslation();
  const { user, dists } = useSnapshot(merchantSession);
  const { tenantId } = useSnapshot(rootSession);
  const [centre, setCentre] = useState(data.SaleUnits[0] ?? '');
  if (!user || !centre) return null;
  const name = dists.find((d) => d.SaleUnit === centre)?.DIST_NAME ?? centre;
  const link = registrationLink(window.location.origin, centre, String(user.userid ?? ''), tenantId);
  return (
    <Card testId="registration-qr-card">
      <SectionTitle icon="register">{t('buyer:sales.qrTitle')}</SectionTitle>
      <div sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <RegistrationQr link={link} label={t('buyer:sales.qrTitle')} />
        <div sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <p sx={{ mt: 0 }}>{t('buyer:sales.qrText', { centre: name })}</p>
          {data.SaleUnits.length > 1 && (
            <label sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
              {t('buyer:sales.qrCentre')}
              <select value={centre} onChange={(e) => setCentre(e.target.value)} sx={INPUT} data-testid="registration-qr-centre">
                {data.SaleUnits.map((s) => <option key={s} value={s}>{dists.find((d) => d.SaleUnit === s)?.DIST_NAME ?? s}</option>)}
              </select>
            </label>
          )}
          <a href={link} target="_blank" rel="noreferrer" sx={{ color: 'primaryText', fontWeight: 'bold', overflowWrap: 'anywhere' }}>{t('buyer:sales.openLink')}</a>
        </div>
      </div>
    </Card>
  );
}

/** `/sales/mysales`: the salesperson's own figures by day and month, top products, new customers, CSV export and their registration QR code. */
export default function MySalesScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const compact = useIsMobile();
  const { token } = useSnapshot(merchantSession);
  const [range, setRange] = useState({ from: '', to: '' });
  const q = useMySales(token, range.from, range.to);
  const data = q.data;
  const baht = (v: number) => formatBaht(v, locale);
  const exportCsv = () => {
    if (!data) return;
    const cols = ['order', 'date', 'customerCode', 'customer', 'centre', 'total', 'status', 'placedBy'].map((c) => t(`buyer:sales.col.${c}`));
    downloadText(mySalesCsv(data, cols, (k) => t(`buyer:sales.placedBy.${k}`)), `mysales-${data.From}-${data.To}.csv`);
  };
  return (
    <div data-testid="my-sales" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle action={<Button variant="outline" size="small" onClick={exportCsv} disabled={!data?.Orders.length} data-testid="my-sales-csv">{t('buyer:sales.exportCsv')}</Button>}>
        {t('buyer:sales.title')}
      </PageTitle>
      <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <div sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <label htmlFor="my-sales-from">{t('buyer:sales.from')}</label>
          <DatePicker id="my-sales-from" label={t('buyer:sales.from')} inputSx={INPUT} value={range.from || data?.From || ''} onChange={(v) => setRange({ from: v, to: range.to || data?.To || '' })} data-testid="my-sales-from" />
        </div>
        <div sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <label htmlFor="my-sales-to">{t('buyer:sales.to')}</label>
          <DatePicker id="my-sales-to" label={t('buyer:sales.to')} inputSx={INPUT} value={range.to || data?.To || ''} onChange={(v) => setRange({ from: range.from || data?.From || '', to: v })} data-testid="my-sales-to" />
        </div>
      </div>
      {q.isPending ? <Skeleton height={240} /> : !data ? <EmptyState icon="info" title={t('buyer:sales.none')} /> : (
        <>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr 1fr', 'repeat(4, 1fr)'], gap: 2 }}>
            <Figure label={t('buyer:sales.amount')} value={baht(data.Summary.Amount)} testId="my-sales-amount" />
            <Figure label={t('buyer:sales.orders')} value={String(data.Summary.Orders)} testId="my-sales-orders" />
            <Figure label={t('buyer:sales.newCustomers')} value={String(data.Summary.NewCustomers)} testId="my-sales-new" />
            <Figure label={t('buyer:sales.forCustomers')} value={`${data.Summary.OrdersForCustomers} · ${baht(data.Summary.AmountForCustomers)}`} testId="my-sales-for" />
          </div>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '1fr 1fr'], gap: 3 }}>
            <Card><SectionTitle>{t('buyer:sales.byDay')}</SectionTitle><TimeBars data={data.ByDay.map((d) => ({ label: d.Date.slice(5), value: d.Amount }))} name={t('buyer:sales.amount')} format={baht} /></Card>
            <Card><SectionTitle>{t('buyer:sales.byMonth')}</SectionTitle><TimeBars tone="secondary" data={data.ByMonth.map((m) => ({ label: m.Month, value: m.Amount }))} name={t('buyer:sales.amount')} format={baht} /></Card>
          </div>
          <Card>
            <SectionTitle>{t('buyer:sales.topProducts')}</SectionTitle>
            {data.TopProducts.length ? <RankBars compact={compact} data={data.TopProducts.map((p) => ({ label: locale === 'en' ? p.NameEn : p.Name, value: p.Amount }))} name={t('buyer:sales.amount')} format={baht} />
              : <p sx={{ color: 'textMuted' }}>{t('buyer:sales.none')}</p>}
          </Card>
          <Card testId="my-sales-orders-list">
            <SectionTitle>{t('buyer:sales.orderList')}</SectionTitle>
            {data.Orders.length === 0 ? <p sx={{ color: 'textMuted' }}>{t('buyer:sales.none')}</p> : (
              <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {data.Orders.map((o) => (
                  <li key={o.OrderId} data-order={o.OrderId} sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '1fr 1.4fr auto auto'], gap: 2, alignItems: 'center', py: 2, borderBottom: '1px solid', borderColor: 'muted', fontSize: 1 }}>
                    <div><strong>{o.OrderId}</strong><div sx={{ color: 'textMuted' }}>{orderDateTime(o.At, locale)}</div></div>
                    <div sx={{ gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'], overflowWrap: 'anywhere' }}>{o.CustomerName} <span sx={{ color: 'textMuted' }}>{o.CustomerCode} · {o.SaleUnit}</span></div>
                    <Badge tone={o.PlacedBy === 'customer' ? 'muted' : 'info'}>{t(`buyer:sales.placedBy.${o.PlacedBy}`)}</Badge>
                    <strong data-testid="my-sales-order-total">{baht(o.Total)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <SectionTitle>{t('buyer:sales.newCustomers')}</SectionTitle>
            {data.NewCustomersList.length === 0 ? <p sx={{ color: 'textMuted' }}>{t('buyer:sales.newCustomersNone')}</p> : (
              <ul sx={{ m: 0, pl: 3 }}>{data.NewCustomersList.map((c) => <li key={c.CustomerCode}>{c.CustomerName} <span sx={{ color: 'textMuted', fontSize: 1 }}>{c.CustomerCode} · {orderDateTime(c.At, locale)}</span></li>)}</ul>
            )}
          </Card>
          <QrCard data={data} />
        </>
      )}
    </div>
  );
}
