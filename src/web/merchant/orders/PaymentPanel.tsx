/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSlipReview, type MerchantOrderDetail, type Slip } from '../../api/merchant-orders';
import { showToast } from '../../widgets/toast-store';
import { AuthImage } from '../../widgets/AuthImage';
import { Button, Card, Empty, Facts, Pill, TextInput } from '../ui/kit';
import { amountLabel } from '../home/labels';
import { dateTimeLabel } from './status';
import { GatewayPayments } from './GatewayPayments';
import { isGatewayMethod } from '../../../domain';

const SLIP_COLOUR: Record<Slip['Status'], string> = { SUBMITTED: 'warning', APPROVED: 'success', REJECTED: 'error' };

/** `/merchant/order/{id}/{saleunit}/payment`: method and state, and each bank slip with approve / reject (reason). */
export function PaymentPanel({ detail, onDone }: { detail: MerchantOrderDetail; onDone: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const p = detail.Payment;
  return (
    <div sx={{ display: 'grid', gap: 3 }}>
      <Card title={t('merchant:order.payment')} testId="payment-state">
        <Facts rows={[
          [t('merchant:order.method'), p.MethodLabel?.[locale] ?? p.Method],
          [t('merchant:order.paymentState'), <strong key="s">{p.StateLabel?.[locale] ?? p.State}</strong>],
          [t('merchant:order.amount'), amountLabel(p.Amount, locale)],
          ...(p.BankAccount?.AccountNo ? [[t('merchant:order.bankAccount'), `${p.BankAccount.BankName ?? ''} ${p.BankAccount.AccountNo} ${p.BankAccount.AccountName ?? ''}`] as [string, string]] : []),
          ...(p.Qr ? [[t('merchant:order.qrUntil'), dateTimeLabel(p.Qr.ExpiresAt, locale)] as [string, string]] : []),
        ]} />
      </Card>
      {isGatewayMethod(p.Method) && <GatewayPayments orderId={detail.Order.OrderID} onDone={onDone} />}
      {!isGatewayMethod(p.Method) && <Card title={t('merchant:order.slips')}>
        {p.Slips.length === 0 && <Empty>{t('merchant:order.noSlip')}</Empty>}
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'repeat(auto-fill, minmax(260px, 1fr))'], gap: 3 }}>
          {p.Slips.map((s) => <SlipCard key={s.UploadId} orderId={detail.Order.OrderID} slip={s} locale={locale} onDone={onDone} />)}
        </div>
      </Card>}
    </div>
  );
}

function SlipCard({ orderId, slip, locale, onDone }: { orderId: string; slip: Slip; locale: string; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = async (approve: boolean) => {
    if (!approve && !reason.trim()) return setError(t('merchant:order.reasonRequired'));
    setBusy(true);
    try {
      const res = await fetchSlipReview(orderId, slip.UploadId, approve ? { approve } : { approve, reason: reason.trim() });
      if (res.ok) {
        showToast(t(approve ? 'merchant:order.slipApproved' : 'merchant:order.slipRejected'), { kind: 'success' });
        await onDone();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="slip" sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 2, display: 'grid', gap: 2 }}>
      <AuthImage area="merchant" src={slip.Url} alt={t('merchant:order.slipImage')} />
      <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <span sx={{ fontSize: 0, color: 'textMuted' }}>{dateTimeLabel(slip.SubmittedAt, locale)}</span>
        <Pill color={SLIP_COLOUR[slip.Status]}>{t(`merchant:order.slipStatus.${slip.Status}`)}</Pill>
      </div>
      {slip.Reason && <span sx={{ fontSize: 1 }}>{t('merchant:order.reason')}: {slip.Reason}</span>}
      {slip.Status === 'SUBMITTED' && (
        <>
          {rejecting && <TextInput label={t('merchant:order.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={error} />}
          <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {!rejecting && <Button busy={busy} onClick={() => void review(true)}>{t('merchant:order.approveSlip')}</Button>}
            {rejecting
              ? <Button tone="danger" busy={busy} onClick={() => void review(false)}>{t('merchant:order.confirmReject')}</Button>
              : <Button tone="danger" onClick={() => setRejecting(true)}>{t('merchant:order.rejectSlip')}</Button>}
          </div>
        </>
      )}
    </div>
  );
}
