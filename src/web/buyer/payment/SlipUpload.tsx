/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadSlip } from '../../api/payments';
import type { PaymentInfo } from '../../api/orders';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { Button } from '../shared/ui';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Sent = { ok: boolean };

/**
 * Choose a transfer slip (JPEG, PNG or WebP up to 5 MB), see it, send it: to one order, or through
 * `send` (a combined payment sends one slip for several orders).
 */
export function SlipUpload({ orderId, onDone, send: sendFile, disabled }: {
  orderId?: string;
  onDone: (payment?: PaymentInfo) => void;
  send?: (file: File) => Promise<Sent>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = (f: File | undefined) => {
    setProblem(null);
    if (!f) return setFile(null);
    if (!TYPES.includes(f.type)) return setProblem(t('buyer:payment.slipType'));
    if (f.size > MAX_BYTES) return setProblem(t('buyer:payment.slipSize'));
    setFile(f);
  };
  const send = async () => {
    if (!file) return;
    if (sendFile) {
      if ((await withLoadingOverlay(() => sendFile(file))).ok) onDone();
      return;
    }
    if (!orderId) return;
    const res = await withLoadingOverlay(() => uploadSlip(orderId, file));
    if (res.ok && res.data) onDone(res.data);
  };
  return (
    <div data-testid="slip-upload" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <label sx={{ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4, border: '2px dashed', borderColor: 'primary', borderRadius: 'default', bg: 'highlight', cursor: 'pointer', textAlign: 'center' }}>
        {preview ? <img src={preview} alt={t('buyer:payment.slipPreview')} width={240} height={320} sx={{ maxWidth: '100%', width: 240, height: 'auto', maxHeight: 320, objectFit: 'contain' }} /> : <span sx={{ fontWeight: 'bold', color: 'primaryText' }}>{t('buyer:payment.chooseSlip')}</span>}
        <span sx={{ fontSize: 0, color: 'textMuted' }}>{t('buyer:payment.slipHint')}</span>
        <input type="file" accept={TYPES.join(',')} data-testid="slip-file" onChange={(e) => choose(e.target.files?.[0])} sx={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
      </label>
      {problem && <p role="alert" sx={{ color: 'errorText', m: 0 }}>{problem}</p>}
      <Button size="large" block data-testid="slip-send" disabled={!file || disabled} onClick={() => void send()}>
        {t('buyer:payment.sendSlip')}
      </Button>
    </div>
  );
}
