/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDeleteProductImage, fetchUploadProductImage, type MerchantProduct } from '../../api/merchant-products';
import { showToast } from '../../widgets/toast-store';
import { Button, Card } from '../ui/kit';
import { serverText } from '../../api/server-texts';

const KEYS = ['PIC_FILENAME', 'PIC_FILENAME2', 'PIC_FILENAME3', 'PIC_FILENAME4', 'PIC_FILENAME5'] as const;
const MAX_BYTES = 5 * 1024 * 1024;

/** Up to five pictures: each slot shows its picture with Replace/Remove, or an Add button. */
export function ProductImages({ product, onChanged, readOnly = false }: { product: MerchantProduct; onChanged: () => Promise<unknown>; readOnly?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const upload = async (slot: number, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return showToast(t('merchant:customer.photoTooLarge'), { kind: 'error' });
    setBusy(slot);
    try {
      const res = await fetchUploadProductImage(product.P_Code, slot, file);
      if (res.ok) await onChanged();
      else showToast(res.exception ? serverText(res.exception.Message) : t('merchant:customer.photoFailed'), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const remove = async (slot: number) => {
    setBusy(slot);
    try {
      if ((await fetchDeleteProductImage(product.P_Code, slot)).ok) await onChanged();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('merchant:product.images')}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['repeat(2, 1fr)', 'repeat(5, 1fr)'], gap: 2 }}>
        {KEYS.map((key, i) => {
          const slot = i + 1;
          const url = product[key];
          return (
            <div key={key} data-testid="image-slot" sx={{ border: '1px dashed', borderColor: 'border', borderRadius: 'small', p: 2, display: 'grid', gap: 1, justifyItems: 'center', alignContent: 'start' }}>
              {url ? <img src={url} alt={t('merchant:product.imageN', { n: slot })} sx={{ width: '100%', height: 96, objectFit: 'contain' }} /> : <span sx={{ height: 96, display: 'flex', alignItems: 'center', color: 'textMuted', fontSize: 0 }}>{t('merchant:product.imageN', { n: slot })}</span>}
              {!readOnly && <label sx={{ fontSize: 0, color: 'secondaryText', cursor: 'pointer', fontWeight: 'bold' }}>
                {url ? t('merchant:product.replace') : t('merchant:product.addImage')}
                <input type="file" accept="image/jpeg,image/png,image/webp" aria-label={t('merchant:product.imageN', { n: slot })} disabled={busy !== null}
                  onChange={(e) => void upload(slot, e.target.files?.[0])} sx={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
              </label>}
              {url && !readOnly && <Button tone="plain" busy={busy === slot} onClick={() => void remove(slot)}>{t('merchant:product.removeImage')}</Button>}
            </div>
          );
        })}
      </div>
    </Card>
  );
}
