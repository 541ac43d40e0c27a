/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatBaht, formatPoints } from '../../../domain';
import { usePoints } from '../../api/points';
import { usePointsExpiry, usePointsHistory, usePointsTotals, type HistoryTab, type LedgerEntry } from '../../api/points-ledger';
import { useTierInfo } from '../../api/tier-info';
import { Button, Card, EmptyState, PageTitle, SectionTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { formatDate } from '../../../engine';

const TABS: HistoryTab[] = ['all', 'received', 'paid'];
const PAGE = 20;

function day(iso: string | null, locale: string): string {
  return formatDate(iso, 'date', locale);
}

/** Tier card: current tier, accumulated amount and the progress bar to the next tier (spec section 5). */
export function TierProgress() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data: tier, isPending } = useTierInfo(token);
  if (isPending) return <Skeleton height={96} />;
  if (!tier || !tier.CurrentTier) return null;
  const name = (v: { Name: string; NameEn: string }) => (locale === 'en' ? v.NameEn : v.Name);
  return (
    <Card testId="tier-card" extra={{ borderTop: '6px solid', borderColor: tier.CurrentTier.Colour }}>
      <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <strong sx={{ fontSize: 4, color: tier.CurrentTier.Colour }} data-testid="tier-name">{name(tier.CurrentTier)}</strong>
        <span sx={{ color: 'textMuted', fontSize: 1 }}>{t('buyer:loyalty.accumulated', { amount: formatBaht(tier.AccumulatedOrderAmount, locale) })}</span>
      </div>
      <div
        role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={tier.Progress} aria-label={t('buyer:loyalty.tierProgress')}
        sx={{ height: 10, bg: 'muted', borderRadius: 'pill', overflow: 'hidden', my: 2 }}
      >
        <div sx={{ width: `${tier.Progress}%`, height: '100%', bg: tier.NextTier?.Colour ?? tier.CurrentTier.Colour }} />
      </div>
      <div sx={{ fontSize: 1, color: 'textMuted' }} data-testid="tier-next">
        {tier.NextTier && tier.NextTierFormulaDetail
          ? t('buyer:loyalty.toNext', {
            percent: formatAmount(tier.Progress, locale), tier: name(tier.NextTier),
            amount: formatBaht(Math.max(0, tier.NextTierFormulaDetail.TargetValue - tier.AccumulatedOrderAmount), locale),
          })
          : t('buyer:loyalty.topTier')}
      </div>
      {tier.LastChange && (
        <div sx={{ fontSize: 1, mt: 1 }} data-testid="tier-change">
          {t('buyer:loyalty.tierChanged', { tier: name(tier.Tiers.find((x) => x.Id === tier.LastChange!.ToTierId) ?? tier.CurrentTier), date: day(tier.LastChange.At, locale) })}
        </div>
      )}
    </Card>
  );
}

function Entry({ e, locale }: { e: LedgerEntry; locale: string }) {
  const { t } = useTranslation();
  const kind = t(`buyer:loyalty.kind.${e.Kind}`, { defaultValue: e.Remark });
  // A staff adjustment says why (its remark); a mission reward names its mission in the page's
  // language (its remark is English); the other kinds say it with the kind.
  const mission = e.Mission ? (locale === 'en' ? e.Mission.NameEn : e.Mission.Name) : '';
  const why = e.Kind === 'reward' ? mission : e.Kind === 'adjust' ? e.Remark : '';
  const label = why ? `${kind} · ${why}` : kind;
  return (
    <li sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border' }} data-testid="ledger-entry">
      <div>
        <div>{label}{e.OrderId ? ` · ${e.OrderId}` : ''}</div>
        <div sx={{ fontSize: 0, color: 'textMuted' }}>
          {day(e.CreatedAt, locale)}
          {e.Type === 'received' && e.ExpiresOn ? ` · ${t('buyer:loyalty.validUntil', { date: day(e.ExpiresOn, locale) })}` : ''}
        </div>
      </div>
      <strong sx={{ color: e.Points >= 0 ? 'successText' : 'errorText', whiteSpace: 'nowrap' }}>{e.Points > 0 ? '+' : ''}{formatAmount(e.Points, locale)}</strong>
    </li>
  );
}

/** `/crm/points` (and `/point_tcp`): balance, received, used, expiring soon, tier progress, history tabs All / Received / Paid. */
export default function PointsScreen({ showTier = true }: { showTier?: boolean }) {
  const { t } = useTranslation();
  const { token, locale, authenticated } = useBuyer();
  const [tab, setTab] = useState<HistoryTab>('all');
  const [take, setTake] = useState(PAGE);
  const balance = usePoints(token, authenticated);
  const totals = usePointsTotals(token);
  const expiry = usePointsExpiry(token);
  const history = usePointsHistory(token, tab, take);
  const pts = (n: number | null | undefined) => formatPoints(Number(n ?? 0), locale, t('common:terms.points'));
  return (
    <div data-testid="points-screen" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle>{t('common:title.points')}</PageTitle>
      <Card testId="points-summary">
        <div sx={{ color: 'textMuted' }}>{t('buyer:loyalty.balance')}</div>
        <div sx={{ fontSize: 6, fontWeight: 'bold', color: 'primaryText' }} data-testid="points-balance">{balance.isPending ? '…' : pts(balance.data)}</div>
        <div sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mt: 2, fontSize: 1 }}>
          <div data-testid="points-received"><div sx={{ color: 'textMuted' }}>{t('buyer:loyalty.received')}</div><strong>{formatAmount(totals.data?.received ?? 0, locale)}</strong></div>
          <div data-testid="points-used"><div sx={{ color: 'textMuted' }}>{t('buyer:loyalty.used')}</div><strong>{formatAmount(totals.data?.used ?? 0, locale)}</strong></div>
          <div data-testid="points-expiring"><div sx={{ color: 'textMuted' }}>{t('buyer:loyalty.expiringSoon', { days: expiry.data?.withinDays ?? 30 })}</div><strong sx={{ color: (expiry.data?.expireSoons ?? 0) > 0 ? 'warningText' : 'text' }}>{formatAmount(expiry.data?.expireSoons ?? 0, locale)}</strong></div>
        </div>
        {expiry.data?.expiresOn && (
          <div sx={{ mt: 2, fontSize: 1, color: 'warningText' }} data-testid="points-closest-expiry">
            {t('buyer:loyalty.closestExpiry', { points: pts(expiry.data.points), date: day(expiry.data.expiresOn, locale) })}
          </div>
        )}
      </Card>
      {showTier && <TierProgress />}
      <Card>
        <SectionTitle>{t('buyer:loyalty.history')}</SectionTitle>
        <div role="tablist" sx={{ display: 'flex', gap: 2, mb: 2 }}>
          {TABS.map((k) => (
            <button key={k} role="tab" aria-selected={tab === k} onClick={() => { setTab(k); setTake(PAGE); }} sx={{ px: 3, py: 1, borderRadius: 'pill', border: '1px solid', borderColor: tab === k ? 'primary' : 'border', bg: tab === k ? 'primary' : 'background', color: tab === k ? 'onPrimary' : 'text', fontFamily: 'body', cursor: 'pointer' }}>
              {t(`buyer:loyalty.tab.${k}`)}
            </button>
          ))}
        </div>
        {history.isPending ? <Skeleton height={120} /> : !history.data || history.data.items.length === 0 ? <EmptyState icon="points" title={t('buyer:loyalty.noHistory')} /> : (
          <>
            <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>{history.data.items.map((e) => <Entry key={e.Id} e={e} locale={locale} />)}</ul>
            {history.data.total > history.data.items.length && <Button variant="secondary" onClick={() => setTake(take + PAGE)} extra={{ mt: 2 }}>{t('buyer:loyalty.more')}</Button>}
          </>
        )}
      </Card>
    </div>
  );
}
