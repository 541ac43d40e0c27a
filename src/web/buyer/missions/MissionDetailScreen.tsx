/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMission } from '../../api/missions';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { MissionProgress, RewardText, day, nameOf } from './mission-parts';

/** `/mission/detail/{id}`: what to do, the reward, the dates, the customer's progress and the way to the task page. */
export default function MissionDetailScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const id = Number(useParams().id ?? 0);
  const { data: m, isPending } = useMission(token, id);
  // Without a usable id the query never runs: say there is no such mission rather than load forever.
  if (isPending && id > 0) return <Skeleton height={200} />;
  if (!m) return <Card><EmptyState icon="points" title={t('buyer:mission.notFound')} /></Card>;
  const done = m.Owner?.Completed;
  return (
    <div data-testid="mission-detail" sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageTitle sub={<Badge tone="secondary">{t(`buyer:mission.kind.${m.Kind}`)}</Badge>}>{nameOf(m, locale)}</PageTitle>
      <Card>
        <p sx={{ mt: 0, whiteSpace: 'pre-line' }}>{locale === 'en' ? m.DescriptionEn || m.Description : m.Description}</p>
        <div sx={{ display: 'grid', gap: 1, fontSize: 1 }}>
          <div>{t('buyer:mission.reward')}: <strong sx={{ color: 'primary' }}><RewardText m={m} /></strong></div>
          {(m.DateBegin || m.DateEnd) && <div>{t('buyer:mission.period', { from: m.DateBegin ? day(m.DateBegin, locale) : '…', to: m.DateEnd ? day(m.DateEnd, locale) : '…' })}</div>}
          {m.Kind === 'CHECK-IN' && m.RadiusM > 0 && <div>{t('buyer:mission.radius', { metres: m.RadiusM })}</div>}
        </div>
        {m.Owner && <MissionProgress owner={m.Owner} kind={m.Kind} />}
      </Card>
      {done
        ? <Card testId="mission-done"><strong sx={{ color: 'success' }}>{t('buyer:mission.doneOn', { date: day(m.Owner!.CompletedAt, locale) })}</strong></Card>
        : <Link to={localized(`/mission/detail/${m.Id}/${m.Kind}`, locale)} data-testid="mission-start"
          sx={{ display: 'block', textAlign: 'center', bg: 'primary', color: 'onPrimary', borderRadius: 'default', py: 2, fontWeight: 'bold', textDecoration: 'none' }}>
          {t(`buyer:mission.start.${m.Kind}`)}
        </Link>}
    </div>
  );
}
