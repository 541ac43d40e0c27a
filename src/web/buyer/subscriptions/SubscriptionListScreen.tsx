/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscriptions } from '../../api/subscriptions';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { runDay, scheduleText } from './labels';

/** `/ordersubscription`: the customer's recurring orders with their next runs and last run. */
export default function SubscriptionListScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending } = useSubscriptions(token);
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle sub={t('buyer:subscription.listSub')}>{t('buyer:subscription.title')}</PageTitle>
      {isPending && <Card><Skeleton height={120} /></Card>}
      {data && data.length === 0 && (
        <Card><EmptyState icon="history" testId="subscriptions-empty" title={t('buyer:subscription.empty')} text={t('buyer:subscription.emptyHint')}
          action={<Link to={localized('/history', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('common:menu.history')}</Link>} /></Card>
      )}
      {data?.map((s) => (
        <Card key={s.SubscriptionId} testId="subscription-card">
          <Link to={localized(`/ordersubscription/${s.SubscriptionId}`, locale)} sx={{ color: 'text', textDecoration: 'none', display: 'block' }}>
            <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <strong>{s.SubscriptionId} · {scheduleText(s, t)}</strong>
              <Badge tone={s.Status === 'active' ? 'success' : s.Status === 'paused' ? 'warning' : 'muted'} testId="subscription-status">{t(`buyer:subscription.status.${s.Status}`)}</Badge>
            </div>
            <div sx={{ fontSize: 1, color: 'textMuted', mt: 1 }}>
              {s.Lines.map((l) => (locale === 'en' ? l.ProductNameEn : l.ProductName)).join(', ')}
            </div>
            <div sx={{ fontSize: 1, mt: 2 }} data-testid="subscription-next">
              {s.NextRuns.length ? t('buyer:subscription.nextRuns', { days: s.NextRuns.map((d) => runDay(d, locale)).join(' · ') }) : t('buyer:subscription.noNextRun')}
            </div>
            {s.LastRun?.Status === 'failed' && <p sx={{ color: 'errorText', fontSize: 1, mb: 0 }}>{t('buyer:subscription.lastFailed', { message: s.LastRun.Message })}</p>}
          </Link>
        </Card>
      ))}
    </div>
  );
}
