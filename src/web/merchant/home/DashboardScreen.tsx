/** @jsxImportSource theme-ui */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useNewCustomers, useTopSale, type ReportRange } from '../../api/merchant-dashboard';
import { useIsMobile } from '../../app/media';
import { merchantSession } from '../../session/merchant-session';
import { Card, Empty, Page, Select } from '../ui/kit';
import { dashboardStore } from './dashboard-store';
import { amountLabel, bucketLabel } from './labels';

const RANGES: ReportRange[] = ['day', 'week', 'month', 'year'];
// recharts is the heaviest part of the back office: the page's text shows before it arrives.
const TimeBars = lazy(() => import('./Charts').then((m) => ({ default: m.TimeBars })));
const RankBars = lazy(() => import('./Charts').then((m) => ({ default: m.RankBars })));

/**
 * `/merchant`: the two graphs of the spec — new customers of the salesperson by period and top
 * sales — filtered by distribution centre and range (default 'month'). Each graph has a small table
 * beside it with the same figures, for screen readers and exact numbers.
 */
export default function DashboardScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const mobile = useIsMobile();
  const { token, dists, user } = useSnapshot(merchantSession);
  const { filter } = useSnapshot(dashboardStore);
  const clients = useNewCustomers(token, filter);
  const top = useTopSale(token, filter);
  const money = (v: number) => amountLabel(v, locale);
  const distOptions = [{ value: '', label: t('merchant:dashboard.allCentres') }, ...dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}`.trim() }))];
  const name = (p: { PRODUCTNAME: string; PRODUCTNAME_EN: string }) => (locale === 'en' ? p.PRODUCTNAME_EN || p.PRODUCTNAME : p.PRODUCTNAME);
  const periodName = t(`merchant:dashboard.period.${filter.range}`);

  return (
    <Page title={t('merchant:dashboard.title')} subtitle={<span data-i18n-data>{t('merchant:dashboard.greeting', { name: String(user?.name ?? user?.usernames ?? '') })}</span>}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', 'minmax(220px, 320px) minmax(160px, 220px)'], gap: 3 }}>
        <Select label={t('merchant:dashboard.centre')} value={filter.dist} options={distOptions} onChange={(e) => { dashboardStore.filter.dist = e.target.value; }} />
        <Select label={t('merchant:dashboard.range')} value={filter.range} options={RANGES.map((r) => ({ value: r, label: t(`merchant:dashboard.ranges.${r}`) }))}
          onChange={(e) => { dashboardStore.filter.range = e.target.value as ReportRange; }} />
      </div>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', null, '1fr 1fr'], gap: 3 }}>
        <Card title={t('merchant:dashboard.newCustomers')} testId="chart-new-customers">
          {clients.isPending && <Empty>{t('common:label.loading')}</Empty>}
          {clients.data && (
            <>
              <p sx={{ m: 0, mb: 2, fontSize: 1, color: 'textMuted' }}>{t('merchant:dashboard.newCustomersTotal', { count: clients.data.Total })}</p>
              <Suspense fallback={<ChartSpace />}><TimeBars data={clients.data.Graph.map((p) => ({ label: bucketLabel(p.Key, filter.range, locale), value: p.Value }))} name={t('merchant:dashboard.customers')} /></Suspense>
              <DataTable caption={t('merchant:dashboard.newCustomers')} head={[t('merchant:dashboard.periodColumn'), t('merchant:dashboard.customers')]}
                rows={clients.data.Graph.filter((p) => p.Value > 0).slice(-6).reverse().map((p) => [bucketLabel(p.Key, filter.range, locale), String(p.Value)])} />
            </>
          )}
          {clients.data === null && <Empty>{t('merchant:dashboard.failed')}</Empty>}
        </Card>
        <Card title={t('merchant:dashboard.topSales')} testId="chart-top-sales">
          {top.isPending && <Empty>{t('common:label.loading')}</Empty>}
          {top.data && (
            <>
              <p sx={{ m: 0, mb: 2, fontSize: 1, color: 'textMuted' }}>
                {t('merchant:dashboard.salesTotal', { period: periodName, amount: money(top.data.Total), count: top.data.Orders })}
              </p>
              {top.data.Graph.length === 0
                ? <Empty>{t('merchant:dashboard.noSales', { period: periodName })}</Empty>
                : <Suspense fallback={<ChartSpace />}><RankBars data={top.data.Graph.map((p) => ({ label: name(p), value: p.Amount }))} name={t('merchant:dashboard.amount')} format={money} compact={mobile} /></Suspense>}
              <DataTable caption={t('merchant:dashboard.topSales')} head={[t('merchant:dashboard.product'), t('merchant:dashboard.amount')]}
                rows={top.data.Graph.map((p) => [`${p.P_Code} ${name(p)}`, money(p.Amount)])} />
            </>
          )}
          {top.data === null && <Empty>{t('merchant:dashboard.failed')}</Empty>}
        </Card>
      </div>
      {top.data && (
        <Card title={t('merchant:dashboard.salesByPeriod')} testId="chart-sales">
          <Suspense fallback={<ChartSpace />}>
            <TimeBars data={top.data.Sales.map((p) => ({ label: bucketLabel(p.Key, filter.range, locale), value: p.Value }))} name={t('merchant:dashboard.amount')} format={money} tone="secondary" />
          </Suspense>
        </Card>
      )}
    </Page>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, mt: 2 }}>
      <caption sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
      <thead>
        <tr sx={{ color: 'textMuted', fontSize: 0, textAlign: 'left' }}>
          <th sx={{ py: 1 }}>{head[0]}</th>
          <th sx={{ py: 1, textAlign: 'right' }}>{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} sx={{ borderTop: '1px solid', borderColor: 'border' }}>
            <td sx={{ py: 1, pr: 2, overflowWrap: 'anywhere' }}>{r[0]}</td>
            <td sx={{ py: 1, textAlign: 'right', whiteSpace: 'nowrap' }}>{r[1]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartSpace() {
  return <div aria-hidden="true" sx={{ height: [220, 260], bg: 'muted', borderRadius: 'small' }} />;
}
