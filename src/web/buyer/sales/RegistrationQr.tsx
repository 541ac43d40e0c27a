/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';

export const QR_SIZE = 220;

/** The registration link of a centre and salesperson, with the tenant so a phone opens the right shop. */
export function registrationLink(origin: string, saleUnit: string, saleCode: string, tenantId: string | null): string {
  const path = `/manage/registerfrompc/${encodeURIComponent(saleUnit)}/${encodeURIComponent(saleCode)}`;
  return `${origin}${path}${tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`;
}

/** A link drawn as a QR code (`qrcode`, loaded on demand as the Thai QR payment does). */
export function RegistrationQr({ link, label }: { link: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => QRCode.toDataURL(link, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' })).then((url) => {
      if (live) setSrc(url);
    });
    return () => { live = false; };
  }, [link]);
  return (
    <div sx={{ width: QR_SIZE, height: QR_SIZE, bg: 'white', display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px solid', borderColor: 'border', borderRadius: 'default' }}>
      {src && <img src={src} width={QR_SIZE} height={QR_SIZE} alt={label} data-testid="registration-qr" data-link={link} />}
    </div>
  );
}
