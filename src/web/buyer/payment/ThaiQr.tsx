/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../domain';
import { qrQuery, type QrInfo } from '../../api/payments';
import { Skeleton } from '../shared/ui';
import { formatDate } from '../../../engine';

const QR_SIZE = 280;

/** A PromptPay payload drawn as a QR code (`qrcode` library, loaded on demand) with the amount and the deadline. */
export function QrCard({ qr, locale, onRenew }: { qr: Pick<QrInfo, 'Payload' | 'Amount' | 'ExpiresAt' | 'Expired'>; locale: 'th' | 'en'; onRenew?: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => QRCode.toDataURL(qr.Payload, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' })).then((url) => {
      if (live) setImage(url);
    });
    return () => {
      live = false;
    };
  }, [qr.Payload]);
  return (
    <div data-testid="thai-qr" data-payload={qr.Payload} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <div sx={{ bg: '#0e3e68', color: '#fff', px: 3, py: 1, borderRadius: 'small', fontWeight: 'bold', letterSpacing: '0.05em' }}>THAI QR PAYMENT · PromptPay</div>
      {image ? <img src={image} alt={t('buyer:payment.qrAlt')} width={QR_SIZE} height={QR_SIZE} sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'small' }} /> : <Skeleton height={QR_SIZE} width={QR_SIZE} />}
      <strong data-testid="qr-amount" sx={{ fontSize: 5, color: 'primaryText' }}>{formatBaht(qr.Amount, locale)}</strong>
      <p data-testid="qr-deadline" sx={{ m: 0, color: qr.Expired ? 'errorText' : 'text' }}>
        {t('buyer:payment.scanBefore', { date: formatDate(qr.ExpiresAt, 'dateTime', locale) })}
      </p>
      {qr.Expired && onRenew && (
        <button type="button" onClick={onRenew} sx={{ bg: 'transparent', border: 0, color: 'primaryText', textDecoration: 'underline', cursor: 'pointer', fontFamily: 'body' }}>
          {t('buyer:payment.renewQr')}
        </button>
      )}
    </div>
  );
}

/**
 * The order's PromptPay payload (made by the server, EMVCo Thai QR) as a QR code, the amount, and
 * 'Please scan QR Code before {date}'; an expired one can be renewed.
 */
export function ThaiQr({ token, orderId, locale }: { token: string | null; orderId: string; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const { data: qr, isPending, refetch } = useQuery(qrQuery(token, orderId));
  if (isPending) return <Skeleton height={QR_SIZE} width={QR_SIZE} />;
  if (!qr) return <p sx={{ color: 'errorText' }}>{t('buyer:payment.qrUnavailable')}</p>;
  return <QrCard qr={qr} locale={locale} onRenew={() => void refetch()} />;
}
