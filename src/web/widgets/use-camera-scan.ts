import { useEffect, useRef, useState } from 'react';

/**
 * Reads codes from the camera with @zxing/browser (loaded only when a scanner mounts): 'qr' for QR
 * codes, 'any' for every format zxing knows (product barcodes). `onCode` gets the first code once;
 * `claim()` lets a typed code take that one turn instead. Without a camera (desktop, permission
 * refused) `cameraError` is true and the screen offers its typed field.
 */
export function useCameraScan(kind: 'qr' | 'any', onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) { setCameraError(true); return; }
      try {
        const zxing = await import('@zxing/browser');
        if (cancelled || !video.current) return;
        const reader = kind === 'qr' ? new zxing.BrowserQRCodeReader() : new zxing.BrowserMultiFormatReader();
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _err, ctl) => {
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
  }, [kind, onCode]);
  /** True the first time only: a typed code and the camera never both reach `onCode`. */
  const claim = () => {
    if (done.current) return false;
    done.current = true;
    return true;
  };
  return { video, cameraError, claim };
}
