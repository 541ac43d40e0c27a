/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../domain/order-status';
import { decideInvoice, type DeliveryDetail } from '../api/rider';
import { Button, Card, Pill, TextArea } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { dateTime, useRiderLocale } from './labels';

export const INVOICE_COLOUR: Record<InvoiceStatus, string> = { Wait: 'warning', Approved: 'success', Canceled: 'error' };

/**
 * SINGHA variant: after delivering, the rider records whether the customer accepted and signed the
 * invoice (Approved) or refused it (Canceled, with the reason); decided once (docs/rider.md).
 */
export function InvoicePanel({ detail, onChanged }: { detail: DeliveryDetail; onChanged: (next: DeliveryDetail) => void }) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invoice = detail.Invoice;
  if (!invoice) return null;

  async function decide(status: 'Approved' | 'Canceled') {
    if (status === 'Canceled' && !reason.trim()) { setError(t('rider:fail.reasonRequired')); return; }
    setBusy(true);
    setError(null);
    try {
      const r = await decideInvoice(detail.Order.OrderID, detail.Order.SaleUnit, status, status === 'Canceled' ? reason.trim() : undefined);
      if (!r.ok || !r.data) { setError(r.exception?.Message ?? t('errors:oops')); return; }
      showToast(t(`rider:invoice.done.${status}`), { kind: 'success' });
      setCancelling(false);
      onChanged(r.data);
    } finally {
      setBusy(false);
    }
  }

  const statusText = t(`rider:invoice.status.${invoice.Status}`);
  return (
    <Card title={t('rider:invoice.title')} testId="invoice" actions={<Pill color={INVOICE_COLOUR[invoice.Status]}>{statusText}</Pill>}>
      <div sx={{ display: 'grid', gap: 3 }}>
        {invoice.DecidedAt
          ? <p sx={{ m: 0, fontSize: 1 }}>{t('rider:invoice.decided', { status: statusText, date: dateTime(invoice.DecidedAt, locale) })}{invoice.Reason ? ` · ${invoice.Reason}` : ''}</p>
          : <p sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{detail.Order.Status === 'DELIVERED' ? t('rider:invoice.hint') : t('rider:invoice.afterDelivery')}</p>}
        {invoice.CanChange && !cancelling && (
          <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Button busy={busy} onClick={() => void decide('Approved')}>{t('rider:invoice.approve')}</Button>
            <Button tone="danger" onClick={() => setCancelling(true)}>{t('rider:invoice.cancel')}</Button>
          </div>
        )}
        {invoice.CanChange && cancelling && (
          <div sx={{ display: 'grid', gap: 2 }}>
            <TextArea label={t('rider:invoice.reason')} value={reason} maxLength={400} onChange={(e) => { setReason(e.target.value); setError(null); }} error={error} />
            <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button tone="danger" busy={busy} onClick={() => void decide('Canceled')}>{t('rider:invoice.confirmCancel')}</Button>
              <Button tone="plain" onClick={() => setCancelling(false)}>{t('rider:fail.back')}</Button>
            </div>
          </div>
        )}
        {error && !cancelling && <p role="alert" sx={{ m: 0, color: 'errorText', fontSize: 1 }}>{error}</p>}
      </div>
    </Card>
  );
}
