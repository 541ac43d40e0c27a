/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { useRiderProfile } from '../api/rider';
import { queryClient } from '../app/query-client';
import { localized } from '../layouts/shared/MenuLink';
import { Button, Card, Empty, Facts } from '../merchant/ui/kit';
import { riderSession } from '../session/rider-session';
import { endServerSession } from '../session/end-session';
import { clearRiderSession } from '../session/staff-actions';
import { Icon } from '../widgets/Icon';
import { StaffLineLink } from '../line/StaffLineLink';
import { useRiderLocale } from './labels';

/** `/rider/profile`: who the rider is (name, mobile, centre, vehicle), today's work, history link, logout. */
export default function ProfileScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const navigate = useNavigate();
  const { token } = useSnapshot(riderSession);
  const { data, isPending } = useRiderProfile(token);
  const logout = async () => {
    await endServerSession('rider');
    clearRiderSession();
    queryClient.clear();
    navigate(localized('/rider/login', locale), { replace: true });
  };
  return (
    <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <h1 sx={{ fontSize: 3, m: 0 }}>{t('rider:profile.title')}</h1>
      {isPending && token ? <Empty>{t('common:label.loading')}</Empty> : data && (
        <>
          <Card testId="rider-profile">
            <Facts rows={[
              [t('rider:profile.name'), <span data-i18n-data>{data.Name}</span>],
              [t('rider:profile.mobile'), data.MobileNo],
              [t('rider:profile.riderId'), data.RiderId],
              [t('rider:profile.centre'), data.CentreName ? <span data-i18n-data>{`${data.CentreName} (${data.SaleUnit})`}</span> : data.SaleUnit ?? '-'],
              [t('rider:profile.vehicle'), data.Vehicle ? [data.Vehicle.Type, data.Vehicle.Plate].filter(Boolean).join(' · ') : t('rider:profile.noVehicle')],
              ...(data.CompanyCode ? [[t('rider:profile.company'), data.CompanyCode] as [string, string]] : []),
            ]} />
          </Card>
          <Card title={t('rider:profile.today')}>
            <div sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, textAlign: 'center' }}>
              {([['outForDelivery', data.OutForDelivery], ['deliveredToday', data.Today.Delivered], ['failedToday', data.Today.Failed]] as const).map(([k, v]) => (
                <div key={k}><div sx={{ fontSize: 0, color: 'textMuted' }}>{t(`rider:profile.${k}`)}</div><strong sx={{ fontSize: 3 }}>{v}</strong></div>
              ))}
            </div>
          </Card>
        </>
      )}
      <StaffLineLink area="rider" token={token} />
      <Link to={localized('/rider/history', locale)} sx={{ display: 'flex', alignItems: 'center', gap: 2, bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 3, color: 'text', textDecoration: 'none', fontWeight: 'bold' }}>
        <Icon name="history" />{t('rider:profile.history')}
      </Link>
      <Button tone="danger" onClick={() => void logout()}><Icon name="logout" size={18} />{t('rider:profile.logout')}</Button>
    </section>
  );
}
