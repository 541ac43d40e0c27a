/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { fetchUploadCentreImages } from '../../api/merchant-register';
import { localized } from '../../layouts/shared/MenuLink';
import { showToast } from '../../widgets/toast-store';
import { Button, ButtonLink, Field } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';

const FIELDS = ['logoImage', 'shopImage', 'taxImage'] as const;
type ImageField = (typeof FIELDS)[number];

/** `/merchant/register/dist/image`: the new centre's logo, shop and tax-document images ('Upload image failed' on failure). */
export default function DistImageScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { result } = useSnapshot(registerStore);
  const [files, setFiles] = useState<Partial<Record<ImageField, File>>>({});
  const [busy, setBusy] = useState(false);
  const centre = result?.NewDistributionCenter;
  if (!centre) return <StartOver />;
  const upload = async () => {
    setBusy(true);
    try {
      const res = await fetchUploadCentreImages(centre.SaleUnit, files);
      if (res.ok) navigate(localized('/merchant/register/success', locale));
      else showToast(t('merchant:register.uploadFailed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RegisterFrame step="bank" title={t('merchant:register.imageTitle', { name: centre.DIST_NAME })}>
      {FIELDS.map((f) => (
        <Field key={f} label={t(`merchant:register.field.${f}`)} id={`reg-${f}`}>
          <input id={`reg-${f}`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => { const file = e.target.files?.[0]; setFiles((x) => ({ ...x, [f]: file })); }} sx={{ fontFamily: 'body', fontSize: 1 }} />
        </Field>
      ))}
      <Button busy={busy} disabled={Object.values(files).every((f) => !f)} onClick={() => void upload()}>{t('merchant:register.uploadImages')}</Button>
      <ButtonLink to={localized('/merchant/register/success', locale)}>{t('merchant:register.skip')}</ButtonLink>
    </RegisterFrame>
  );
}
