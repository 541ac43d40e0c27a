/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { shouldCreateDist } from '../../../domain/registration';
import { useGeo } from '../../api/merchant-register';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, Select, TextArea, TextInput } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';

/**
 * `/merchant/register/dist/address`: the new centre's name, tax number and Thai address (province →
 * district → sub-district, the zip code filled from the sub-district).
 */
export default function DistAddressScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { saleman, dist } = useSnapshot(registerStore);
  const provinces = useGeo('', '');
  const districts = useGeo(dist.province_id ?? '', '');
  const towns = useGeo(dist.province_id ?? '', dist.district_id ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!saleman) return <StartOver />;
  const set = (patch: Partial<typeof dist>) => { registerStore.dist = { ...registerStore.dist, ...patch }; };
  const none = { value: '', label: '—' };
  const next = () => {
    if (!shouldCreateDist(registerStore.dist)) return setError(t('merchant:register.distIncomplete'));
    if (registerStore.dist.Optional21 && !/^[0-9]{13}$/.test(registerStore.dist.Optional21)) return setError(t('merchant:register.field.taxNoInvalid'));
    navigate(localized('/merchant/register/dist/location', locale));
  };
  return (
    <RegisterFrame step="centre" title={t('merchant:register.addressTitle')}>
      <TextInput label={t('merchant:register.field.distName')} value={dist.DIST_NAME ?? ''} maxLength={200} onChange={(e) => set({ DIST_NAME: e.target.value })} />
      <TextInput label={t('merchant:register.field.distShortName')} value={dist.DIST_SHORTNAME ?? ''} maxLength={60} onChange={(e) => set({ DIST_SHORTNAME: e.target.value })} />
      <TextInput label={t('merchant:register.field.taxNo')} inputMode="numeric" value={dist.Optional21 ?? ''} maxLength={13} onChange={(e) => set({ Optional21: e.target.value.replace(/\D/g, '') })} />
      <TextArea label={t('merchant:register.field.address')} value={dist.address ?? ''} maxLength={500} onChange={(e) => set({ address: e.target.value })} />
      <Select label={t('merchant:register.field.province')} value={dist.province_id ?? ''} onChange={(e) => set({ province_id: e.target.value, district_id: '', town_id: '', zipcode: '' })}
        options={[none, ...(provinces.data?.Province ?? []).map((p) => ({ value: p.ProvinceID, label: p.ProvinceName }))]} />
      <Select label={t('merchant:register.field.district')} value={dist.district_id ?? ''} disabled={!dist.province_id} onChange={(e) => set({ district_id: e.target.value, town_id: '', zipcode: '' })}
        options={[none, ...(districts.data?.Ampher ?? []).map((a) => ({ value: a.AmpherID, label: a.AmpherName }))]} />
      <Select label={t('merchant:register.field.town')} value={dist.town_id ?? ''} disabled={!dist.district_id}
        onChange={(e) => { const town = towns.data?.Town.find((x) => x.TownID === e.target.value); set({ town_id: e.target.value, zipcode: town?.ZipCode ?? '' }); }}
        options={[none, ...(towns.data?.Town ?? []).map((x) => ({ value: x.TownID, label: x.TownName }))]} />
      <TextInput label={t('merchant:register.field.zipcode')} inputMode="numeric" value={dist.zipcode ?? ''} maxLength={5} onChange={(e) => set({ zipcode: e.target.value.replace(/\D/g, '') })} error={error} />
      <Button onClick={next}>{t('merchant:register.next')}</Button>
    </RegisterFrame>
  );
}
