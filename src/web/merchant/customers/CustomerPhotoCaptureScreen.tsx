/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { uploadCustomerPhoto, usePhotoGroups } from '../../api/merchant-customers';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Field, Page, Select, TextArea } from '../ui/kit';
import { serverText } from '../../api/server-texts';

/** The server's limit, checked here first so a phone does not upload 12 MB for nothing. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * `/merchant/customer/{code}/{saleunit}/photo/capture`: take a photo with the camera (or pick a
 * file), file it under a photo group, upload. The server checks the bytes and re-encodes.
 */
export default function CustomerPhotoCaptureScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code = '', saleunit = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const groups = usePhotoGroups(token, saleunit, '');
  const [group, setGroup] = useState('');
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const photoPage = localized(`/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleunit)}/photo`, locale);
  const choose = (f: File | null) => {
    setError(null);
    if (f && f.size > MAX_PHOTO_BYTES) { setFile(null); setError(t('merchant:customer.photoTooLarge')); return; }
    if (f && !/^image\//.test(f.type)) { setFile(null); setError(t('merchant:customer.photoNotImage')); return; }
    setFile(f);
  };
  const upload = async () => {
    if (!group) return setError(t('merchant:customer.chooseGroup'));
    if (!file) return setError(t('merchant:customer.choosePhoto'));
    setBusy(true);
    try {
      const res = await uploadCustomerPhoto({ CustomerCode: code, saleUnit: saleunit, photoGroupCode: group, remark, file });
      if (res.ok) {
        showToast(t('merchant:customer.photoSaved'), { kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['merchant', 'customerfiles'] });
        navigate(photoPage);
      } else {
        setError(res.exception?.Errors?.[0]?.reason ? serverText(res.exception.Message) : t('merchant:customer.photoFailed'));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('merchant:customer.takePhoto')} subtitle={`${code} · ${saleunit}`} back={{ to: photoPage, label: t('merchant:customer.photos') }}>
      <Card>
        <div sx={{ display: 'grid', gap: 3, maxWidth: 520 }}>
          <Select label={t('merchant:customer.photoGroup')} value={group} onChange={(e) => setGroup(e.target.value)}
            options={[{ value: '', label: t('merchant:customer.chooseGroup') }, ...(groups.data ?? []).map((g) => ({ value: g.Code, label: locale === 'en' ? g.PictureNameEn : g.PictureName }))]} />
          <Field label={t('merchant:customer.photo')} id="photo-file" error={error}>
            <input id="photo-file" type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => choose(e.target.files?.[0] ?? null)} sx={{ fontFamily: 'body', fontSize: 1 }} />
          </Field>
          {preview && <img src={preview} alt={t('merchant:customer.preview')} sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 'small' }} />}
          <TextArea label={t('merchant:customer.remark')} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
          <Button busy={busy} onClick={() => void upload()}>{t('merchant:customer.upload')}</Button>
        </div>
      </Card>
    </Page>
  );
}
