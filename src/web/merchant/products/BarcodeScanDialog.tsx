/** @jsxImportSource theme-ui */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraScan } from '../../widgets/use-camera-scan';
import { useModalFocus } from '../../widgets/use-modal-focus';
import { Button, TextInput } from '../ui/kit';

/** A modal sheet: title, content, close button (Escape closes too). */
export function Dialog({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const dialog = useModalFocus<HTMLDivElement>({ onEscape: onClose });
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 2000, bg: 'rgba(0,0,0,0.5)', display: 'flex', alignItems: ['flex-end', 'center'], justifyContent: 'center' }}>
      <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}
        sx={{ bg: 'background', width: ['100%', 480], maxHeight: '90vh', overflowY: 'auto', borderRadius: ['12px 12px 0 0', 'default'], p: 3, display: 'grid', gap: 3 }}>
        <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2 sx={{ m: 0, fontSize: 3 }}>{title}</h2>
          <Button tone="plain" onClick={onClose} aria-label={t('merchant:kit.close')}>✕</Button>
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * Reads a barcode from the camera with @zxing/browser (loaded only when the dialog opens). Without
 * a camera (desktop, permission refused) the code can be typed; either way `onCode` gets it once.
 */
export function BarcodeScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { video, cameraError, claim } = useCameraScan('any', onCode);
  const [typed, setTyped] = useState('');
  const submit = () => {
    const code = typed.trim();
    if (code && claim()) onCode(code);
  };
  return (
    <Dialog title={t('merchant:product.scanTitle')} onClose={onClose} testId="scan-dialog">
      {cameraError
        ? <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }}>{t('merchant:product.noCamera')}</p>
        : <video ref={video} muted playsInline sx={{ width: '100%', maxHeight: 320, bg: 'text', borderRadius: 'small' }} />}
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'grid', gap: 2 }}>
        <TextInput label={t('merchant:product.typeBarcode')} inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" tone="outline">{t('merchant:product.findBarcode')}</Button>
      </form>
    </Dialog>
  );
}
