/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useCameraScan } from '../../widgets/use-camera-scan';

/**
 * Reads a QR code from the camera with @zxing/browser (the project's barcode library, loaded only
 * here). Without a camera (desktop, permission refused) it says so; the page's typed field remains.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const { video, cameraError } = useCameraScan('qr', onCode);
  return cameraError
    ? <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }} data-testid="no-camera">{t('buyer:mission.noCamera')}</p>
    : <video ref={video} muted playsInline sx={{ width: '100%', maxHeight: 320, bg: 'text', borderRadius: 'default' }} />;
}
