/** @jsxImportSource theme-ui */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markDelivered, uploadProof, type DeliveryDetail } from '../api/rider';
import { Button } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { Icon } from '../widgets/Icon';
import { fitPhoto } from './photo';
import { serverRefusal } from '../api/server-texts';

/**
 * Proof of delivery and 'Confirm delivery': a photo from the camera (`capture="environment"` opens
 * the back camera on a phone; a desktop gets a file picker), previewed, uploaded, then the order is
 * marked delivered. Server refusals (a picture that is not one, a status that moved) are shown as
 * they come.
 */
export function ProofForm({ detail, onDelivered }: { detail: DeliveryDetail; onDelivered: (next: DeliveryDetail) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [photo, setPhoto] = useState<{ blob: Blob; name: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => { if (photo) URL.revokeObjectURL(photo.url); }, [photo]);
  const o = detail.Order;

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    const fitted = await fitPhoto(file);
    if (fitted.problem) { setPhoto(null); setError(t(`rider:proof.${fitted.problem}`)); return; }
    setPhoto({ blob: fitted.blob, name: file.name || 'proof.jpg', url: URL.createObjectURL(fitted.blob) });
  }

  async function confirm() {
    if (!photo) { setError(t('rider:proof.required')); return; }
    setBusy(true);
    setError(null);
    try {
      const up = await uploadProof(o.OrderID, o.SaleUnit, photo.blob, photo.name);
      if (!up.ok) { setError(up.exception ? serverRefusal(up.exception) : t('errors:oops')); return; }
      const done = await markDelivered(o.OrderID, o.SaleUnit);
      if (!done.ok || !done.data) { setError(done.exception ? serverRefusal(done.exception) : t('errors:oops')); return; }
      showToast(t('rider:proof.delivered'), { kind: 'success' });
      onDelivered(done.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div sx={{ display: 'grid', gap: 3 }}>
      <p sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{t('rider:proof.hint')}</p>
      {photo && <img src={photo.url} alt={t('rider:proof.preview')} sx={{ width: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 'small', bg: 'muted' }} />}
      <label htmlFor={inputId}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 48, border: '2px dashed', borderColor: photo ? 'border' : 'secondary', borderRadius: 'default', color: 'secondaryText', fontWeight: 'bold', cursor: 'pointer', bg: 'background' }}>
        <Icon name="camera" size={22} />{photo ? t('rider:proof.retake') : t('rider:proof.take')}
      </label>
      <input id={inputId} data-testid="proof-input" type="file" accept="image/jpeg,image/png,image/webp" capture="environment"
        onChange={(e) => { void choose(e.target.files?.[0]); e.target.value = ''; }}
        sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }} />
      {error && <p role="alert" sx={{ m: 0, color: 'errorText', fontSize: 1 }}>{error}</p>}
      <Button busy={busy} onClick={() => void confirm()}>{t('rider:proof.confirm')}</Button>
    </div>
  );
}
