/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundGatewayAmount, type GatewayAttempt } from '../../api/payments-gateway';
import { showToast } from '../../widgets/toast-store';
import { amountLabel } from '../home/labels';
import { Button, Pill, TextInput } from '../ui/kit';
import { serverReason, serverText } from '../../api/server-texts';

const REFUND_COLOUR = { PENDING: 'warning', DONE: 'success', DUE: 'error', FAILED: 'textMuted' } as const;

/** The amount staff typed, checked as the server will: > 0, two decimals at most, no more than is left. */
export function refundAmountError(text: string, refundable: number): 'amountRequired' | 'amountDecimals' | 'amountPositive' | 'amountTooMuch' | null {
  const v = text.trim().replace(/,/g, '');
  if (!v) return 'amountRequired';
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return /^\d*\.\d{3,}$/.test(v) ? 'amountDecimals' : 'amountPositive';
  const n = Number(v);
  if (!(n > 0)) return 'amountPositive';
  if (Math.round(n * 100) > Math.round(refundable * 100)) return 'amountTooMuch';
  return null;
}

/**
 * One gateway payment's refunds (list) and the form to refund all that is left or a part of it, with
 * a reason and a confirm step. The Idempotency-Key is made once per refund staff mean to make and
 * kept until it is answered, so a retried click (or a lost answer) never refunds twice.
 */
export function GatewayRefunds({ orderId, attempt, onDone }: { orderId: string; attempt: GatewayAttempt; onDone: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const refundable = attempt.Refundable ?? 0;
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'full' | 'part'>('part');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => { setOpen(false); setKind('part'); setAmount(''); setReason(''); setError(null); setConfirming(null); setKey(null); };
  const review = () => {
    if (kind === 'full') { setError(null); setConfirming(refundable); return; }
    const bad = refundAmountError(amount, refundable);
    setError(bad ? t(`merchant:order.gateway.${bad}`, { max: amountLabel(refundable, locale) }) : null);
    if (!bad) setConfirming(Number(amount.trim().replace(/,/g, '')));
  };
  const send = async (value: number) => {
    const k = key ?? `refund-${crypto.randomUUID()}`;
    setKey(k); setBusy(true);
    try {
      const r = await refundGatewayAmount(orderId, attempt.AttemptId, value, reason.trim(), k);
      if (r.ok) {
        showToast(t(r.data?.Refund.Status === 'DUE' ? 'merchant:order.gateway.refundPending' : 'merchant:order.gateway.refundedAmount', { amount: amountLabel(value, locale) }), { kind: 'success' });
        reset();
        await onDone();
        return;
      }
      setConfirming(null);
      // 400 names fields, 409/502 carry the server's sentence: shown under the amount as they are.
      setError(r.exception?.Errors?.map((e) => serverReason(e.reason)).join('; ') || (r.exception?.Message ? serverText(r.exception.Message) : null) || t('merchant:order.gateway.refundUnreachable'));
      // A refused or conflicting refund is over: the next try is a new refund with a new key.
      if (r.status !== 0) setKey(null);
    } finally { setBusy(false); }
  };

  const refunds = attempt.Refunds ?? [];
  return (
    <div sx={{ display: 'grid', gap: 2 }} data-testid="gateway-refunds">
      {['PAID', 'REFUND_DUE', 'REFUNDED'].includes(attempt.Status) && (
        <span data-testid="gateway-refundable">{t('merchant:order.gateway.refundable', { amount: amountLabel(refundable, locale) })}</span>
      )}
      {refunds.length > 0 && (
        <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label={t('merchant:order.gateway.refundList')}>
          {refunds.map((r) => (
            <li key={r.RefundKey} data-testid="gateway-refund-row" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <strong>฿{amountLabel(r.Amount, locale)}</strong>
              <Pill color={REFUND_COLOUR[r.Status]}>{t(`merchant:order.gateway.refundStatus.${r.Status}`)}</Pill>
              {r.Reason && <span>{r.Reason}</span>}
              {r.RefundRef && <span sx={{ color: 'textMuted' }}>{r.RefundRef}</span>}
              {r.Status === 'FAILED' && r.Failure && <span sx={{ color: 'errorText' }}>{r.Failure}</span>}
            </li>
          ))}
        </ul>
      )}
      {refundable > 0 && !open && (
        <div><Button tone="outline" onClick={() => setOpen(true)}>{t('merchant:order.gateway.refundAmount')}</Button></div>
      )}
      {refundable > 0 && open && (
        <form sx={{ display: 'grid', gap: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 2 }}
          aria-label={t('merchant:order.gateway.refundAmount')} onSubmit={(e) => { e.preventDefault(); if (confirming === null) review(); else void send(confirming); }}>
          <fieldset sx={{ border: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }} disabled={confirming !== null}>
            <legend sx={{ fontWeight: 'bold', mb: 1 }}>{t('merchant:order.gateway.refundHowMuch')}</legend>
            <label sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 44 }}>
              <input type="radio" name={`kind-${attempt.AttemptId}`} checked={kind === 'full'} onChange={() => { setKind('full'); setError(null); setKey(null); }} />
              {t('merchant:order.gateway.refundFull', { amount: amountLabel(refundable, locale) })}
            </label>
            <label sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 44 }}>
              <input type="radio" name={`kind-${attempt.AttemptId}`} checked={kind === 'part'} onChange={() => { setKind('part'); setError(null); setKey(null); }} />
              {t('merchant:order.gateway.refundPart')}
            </label>
          </fieldset>
          {kind === 'part' && (
            <TextInput label={t('merchant:order.gateway.refundAmountLabel')} inputMode="decimal" autoComplete="off" value={amount} disabled={confirming !== null}
              onChange={(e) => { setAmount(e.target.value); setError(null); setKey(null); }} error={error} hint={t('merchant:order.gateway.refundAmountHint', { max: amountLabel(refundable, locale) })} />
          )}
          {kind === 'full' && error && <span role="alert" sx={{ fontSize: 0, color: 'errorText' }}>{error}</span>}
          <TextInput label={t('merchant:order.gateway.refundReason')} maxLength={200} value={reason} disabled={confirming !== null} onChange={(e) => setReason(e.target.value)} />
          {confirming === null ? (
            <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button type="submit">{t('merchant:order.gateway.refundReview')}</Button>
              <Button tone="outline" onClick={reset}>{t('merchant:kit.cancel')}</Button>
            </div>
          ) : (
            <div sx={{ display: 'grid', gap: 2 }}>
              <p sx={{ m: 0 }} role="status">{t('merchant:order.gateway.refundConfirmText', { amount: amountLabel(confirming, locale) })}</p>
              <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <Button type="submit" tone="danger" busy={busy}>{t('merchant:order.gateway.refundConfirm', { amount: amountLabel(confirming, locale) })}</Button>
                <Button tone="outline" disabled={busy} onClick={() => { setConfirming(null); setKey(null); }}>{t('merchant:kit.back')}</Button>
              </div>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
