/** @jsxImportSource theme-ui */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reads a QR code from the camera with @zxing/browser (the project's barcode library, loaded only
 * here). Without a camera (desktop, permission refused) it says so; the page's typed field remains.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) { setCameraError(true); return; }
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (cancelled || !video.current) return;
        const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video.current, (result, _err, ctl) => {
          if (result && !done.current) {
            done.current = true;
            ctl.stop();
            onCode(result.getText());
          }
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!cancelled) setCameraError(true);
      }
    };
    void start();
    return () => { cancelled = true; stop?.(); };
  }, [onCode]);
  return cameraError
    ? <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }} data-testid="no-camera">{t('buyer:mission.noCamera')}</p>
    : <video ref={video} muted playsInline sx={{ width: '100%', maxHeight: 320, bg: 'text', borderRadius: 'default' }} />;
}
