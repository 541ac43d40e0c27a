/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MISSION_TYPES } from '../../../domain/missions';
import { useMissionHistory, useMissions, useMissionTypes } from '../../api/missions';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { MissionCard, nameOf } from './mission-parts';

type Tab = 'available' | 'history';

/**
 * `/mission` (every type) and `/mission/{type}` (one top type: its id or code, e.g. `/mission/2`
 * or `/mission/SPECIAL`): tabs Available (open to the customer at the active centre) and
 * Completed (by-owner history).
 */
export default function MissionsScreen() {
  const { t } = useTranslation();
  const { token, locale, viewer } = useBuyer();
  const { type } = useParams();
  const parent = type ? MISSION_TYPES.find((x) => x.ParentId === null && (String(x.Id) === type || x.Code === type.toUpperCase())) ?? null : null;
  const [tab, setTab] = useState<Tab>('available');
  const types = useMissionTypes(token);
  const available = useMissions(token, parent?.Id ?? null, viewer.saleUnit);
  const history = useMissionHistory(token, parent?.Id ?? null, true);
  const list = tab === 'available' ? available : history;
  const pill = (active: boolean) => ({
    px: 3, py: 1, borderRadius: 'pill', border: '1px solid', borderColor: active ? 'primary' : 'border', bg: active ? 'primary' : 'background',
    color: active ? 'onPrimary' : 'text', fontFamily: 'body', cursor: 'pointer', textDecoration: 'none', fontSize: 1,
  });
  return (
    <div data-testid="missions-screen" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle>{parent ? nameOf(parent, locale) : t('common:title.mission')}</PageTitle>
      <nav aria-label={t('buyer:mission.types')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Link to={localized('/mission', locale)} sx={pill(!parent)} data-testid="mission-type-all">{t('buyer:mission.all')}</Link>
        {(types.data ?? []).map((x) => (
          <Link key={x.Id} to={localized(`/mission/${x.Id}`, locale)} sx={pill(parent?.Id === x.Id)} data-testid="mission-type">{nameOf(x, locale)}</Link>
        ))}
      </nav>
      <div role="tablist" sx={{ display: 'flex', gap: 2 }}>
        {(['available', 'history'] as const).map((k) => (
          <button key={k} role="tab" aria-selected={tab === k} onClick={() => setTab(k)} sx={pill(tab === k)}>{t(`buyer:mission.tab.${k}`)}</button>
        ))}
      </div>
      {list.isPending ? <Skeleton height={160} /> : !list.data || list.data.length === 0
        ? <Card><EmptyState icon="points" title={t(tab === 'available' ? 'buyer:mission.none' : 'buyer:mission.noHistory')} /></Card>
        : <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', '1fr 1fr 1fr'], gap: 3 }}>{list.data.map((m) => <MissionCard key={m.Id} m={m} />)}</div>}
    </div>
  );
}
