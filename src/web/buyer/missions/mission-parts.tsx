/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain';
import type { Mission, MissionOwner } from '../../api/missions';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card } from '../shared/ui';
import { formatDate } from '../../../engine';

/** Small pieces the mission screens share: names by language, the progress bar, a mission card. */
export const nameOf = (m: { Name: string; NameEn: string }, locale: string) => (locale === 'en' ? m.NameEn || m.Name : m.Name);

/** Points and counts: whole numbers without decimals (amounts in baht keep 2 decimals). */
export const num = (n: number, locale: string) => (Number.isInteger(n) ? n.toLocaleString(locale === 'en' ? 'en-US' : 'th-TH') : formatAmount(n, locale));

export function day(iso: string | null, locale: string): string {
  if (!iso) return '';
  return formatDate(iso.slice(0, 10), 'date', locale);
}

export function MissionProgress({ owner, kind }: { owner: MissionOwner; kind: Mission['Kind'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const value = kind === 'ORDER_ACC' ? t('buyer:mission.baht', { value: formatAmount(owner.Value, locale), target: formatAmount(owner.Target, locale) }) : `${num(owner.Value, locale)} / ${num(owner.Target, locale)}`;
  return (
    <div data-testid="mission-progress">
      <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={owner.Percent} aria-label={t('buyer:mission.progress')}
        sx={{ height: 8, bg: 'muted', borderRadius: 'pill', overflow: 'hidden', my: 1 }}>
        <div sx={{ width: `${owner.Percent}%`, height: '100%', bg: owner.Completed ? 'success' : 'primary' }} />
      </div>
      <div sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 0, color: 'textMuted' }}>
        <span>{value}</span><span>{formatAmount(owner.Percent, locale)}%</span>
      </div>
    </div>
  );
}

export function RewardText({ m }: { m: Pick<Mission, 'RewardPoints' | 'RewardVoucherId'> }) {
  const { t, i18n } = useTranslation();
  const parts = [
    ...(m.RewardPoints > 0 ? [t('buyer:mission.rewardPoints', { points: num(m.RewardPoints, i18n.language) })] : []),
    ...(m.RewardVoucherId ? [t('buyer:mission.rewardVoucher')] : []),
  ];
  return <span data-testid="mission-reward">{parts.join(' + ')}</span>;
}

export function MissionCard({ m }: { m: Mission }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card testId="mission-card" as="article">
      <Link to={localized(`/mission/detail/${m.Id}`, locale === 'en' ? 'en' : 'th')} sx={{ color: 'text', textDecoration: 'none', display: 'grid', gap: 1 }}>
        <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
          <strong data-testid="mission-name">{nameOf(m, locale)}</strong>
          {m.Owner?.Completed ? <Badge tone="success">{t('buyer:mission.completed')}</Badge> : <Badge tone="secondary">{t(`buyer:mission.kind.${m.Kind}`)}</Badge>}
        </div>
        <div sx={{ fontSize: 1, color: 'primary' }}><RewardText m={m} /></div>
        {m.DateEnd && <div sx={{ fontSize: 0, color: 'textMuted' }}>{t('buyer:mission.until', { date: day(m.DateEnd, locale) })}</div>}
        {m.Owner && <MissionProgress owner={m.Owner} kind={m.Kind} />}
      </Link>
    </Card>
  );
}
