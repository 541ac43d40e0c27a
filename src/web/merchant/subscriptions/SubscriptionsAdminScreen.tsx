/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useStaffSubscriptions, type StaffSubscriptionFilter } from '../../api/merchant-subscriptions';
import { runDay, scheduleText } from '../../buyer/subscriptions/labels';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { Card, Empty, Page, Pager, Pill, Select } from '../ui/kit';
import { RUN_COLOUR, SUBSCRIPTION_COLOUR } from './status';

const TABLE = { width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' } } as const;
const TAKE = 20;

/**
 * `/merchant/subscriptions`: the recurring orders of the staff's centres — filter by centre and
 * status; those whose last run failed come first (docs/subscriptions.md).
 */
export default function SubscriptionsAdminScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token, dists } = useSnapshot(merchantSession);
  const [filter, setFilter] = useState<StaffSubscriptionFilter>({ saleUnit: '', status: '', skip: 0, take: TAKE });
  const list = useStaffSubscriptions(token, filter);
  const rows = list.data?.Data ?? [];
  const to = (id: string) => localized(`/merchant/subscriptions/${id}`, locale);
  const statuses = ['active', 'paused', 'cancelled', 'ended'] as const;

  return (
    <Page title={t('merchant:subscriptions.title')} subtitle={t('merchant:subscriptions.subtitle')}>
      <div sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
        <Select label={t('merchant:subscriptions.centre')} value={filter.saleUnit} onChange={(e) => setFilter({ ...filter, saleUnit: e.target.value, skip: 0 })}
          options={[{ value: '', label: t('merchant:dashboard.allCentres') }, ...dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))]} />
        <Select label={t('merchant:subscriptions.status')} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value as StaffSubscriptionFilter['status'], skip: 0 })}
          options={[{ value: '', label: t('merchant:subscriptions.allStatuses') }, ...statuses.map((s) => ({ value: s, label: t(`buyer:subscription.status.${s}`) }))]} />
      </div>
      <Card title={t('merchant:subscriptions.listTitle', { count: list.data?.Total ?? 0 })} testId="staff-subscriptions">
        {list.isPending ? null : rows.length === 0 ? <Empty>{t('merchant:subscriptions.none')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={TABLE}>
              <thead><tr>
                <th>{t('merchant:subscriptions.number')}</th><th>{t('merchant:subscriptions.customer')}</th><th>{t('merchant:subscriptions.schedule')}</th>
                <th>{t('merchant:subscriptions.nextRun')}</th><th>{t('merchant:subscriptions.lastRun')}</th><th>{t('merchant:subscriptions.status')}</th>
              </tr></thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.SubscriptionId} data-testid="staff-subscription">
                    <td><Link to={to(s.SubscriptionId)} sx={{ color: 'primary', fontWeight: 'bold' }}>{s.SubscriptionId}</Link><div sx={{ color: 'textMuted' }}>{s.SaleUnit}</div></td>
                    <td>{s.CustomerName || s.CustomerCode}<div sx={{ color: 'textMuted' }}>{s.CustomerCode}</div></td>
                    <td>{scheduleText(s, t)}</td>
                    <td>{s.NextRuns[0] ? runDay(s.NextRuns[0], locale) : t('buyer:subscription.noNextRun')}</td>
                    <td>{s.LastRun ? (
                      <>
                        <Pill color={RUN_COLOUR[s.LastRun.Status]}>{t(`buyer:subscription.run.${s.LastRun.Status}`)}</Pill>
                        <div sx={{ color: 'textMuted' }}>{runDay(s.LastRun.RunDate, locale)}</div>
                        {s.LastRun.Status === 'failed' ? <div sx={{ color: 'error' }}>{s.LastRun.Message}</div> : null}
                      </>
                    ) : t('buyer:subscription.noRuns')}</td>
                    <td><Pill color={SUBSCRIPTION_COLOUR[s.Status]}>{t(`buyer:subscription.status.${s.Status}`)}</Pill></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager skip={filter.skip} take={TAKE} total={list.data?.Total ?? 0} onChange={(skip) => setFilter({ ...filter, skip })}
          labels={{ previous: t('merchant:kit.previous'), next: t('merchant:kit.next'), page: t('merchant:kit.pageOf', { page: Math.floor(filter.skip / TAKE) + 1, pages: Math.max(1, Math.ceil((list.data?.Total ?? 0) / TAKE)) }) }} />
      </Card>
    </Page>
  );
}
