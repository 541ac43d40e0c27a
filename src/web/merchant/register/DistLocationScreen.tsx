/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, TextInput } from '../ui/kit';
import { LocationMap } from './LocationMap';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';

/** The spec's default map centre: Bangkok. */
export const BANGKOK = { lat: 13.7563, lon: 100.5018 };

/** `/merchant/register/dist/location`: where the centre is (from the device, the map, or typed), for distances. */
export default function DistLocationScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { saleman, dist } = useSnapshot(registerStore);
  const [error, setError] = useState<string | null>(null);
  if (!saleman) return <StartOver />;
  const lat = dist.lat ?? BANGKOK.lat;
  const lon = dist.lon ?? BANGKOK.lon;
  const set = (la: number, lo: number) => { registerStore.dist = { ...registerStore.dist, lat: Math.round(la * 1e6) / 1e6, lon: Math.round(lo * 1e6) / 1e6 }; };
  const here = () => {
    if (!navigator.geolocation) return setError(t('merchant:register.noLocation'));
    navigator.geolocation.getCurrentPosition((p) => { setError(null); set(p.coords.latitude, p.coords.longitude); }, () => setError(t('merchant:register.noLocation')), { timeout: 10_000 });
  };
  return (
    <RegisterFrame step="centre" title={t('merchant:register.locationTitle')}>
      <LocationMap lat={lat} lon={lon} onPick={set} label={t('merchant:register.mapLabel')} />
      <Button tone="outline" onClick={here}>{t('merchant:register.useMyLocation')}</Button>
      <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <TextInput label={t('merchant:register.lat')} inputMode="decimal" value={String(lat)} onChange={(e) => { const v = Number(e.target.value); if (Number.isFinite(v) && Math.abs(v) <= 90) set(v, lon); }} />
        <TextInput label={t('merchant:register.lon')} inputMode="decimal" value={String(lon)} onChange={(e) => { const v = Number(e.target.value); if (Number.isFinite(v) && Math.abs(v) <= 180) set(lat, v); }} error={error} />
      </div>
      <Button onClick={() => { if (dist.lat === undefined) set(lat, lon); navigate(localized('/merchant/register/dist/bookbank', locale)); }}>{t('merchant:register.next')}</Button>
    </RegisterFrame>
  );
}
