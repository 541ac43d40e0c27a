/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markFailed, type DeliveryDetail } from '../api/rider';
import { Button, TextArea } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { serverRefusal } from '../api/server-texts';

const REASONS = ['closed', 'absent', 'refused', 'address', 'other'] as const;
type ReasonId = (typeof REASONS)[number];

/**
 * 'Could not deliver': a reason picked from the usual ones (sent in the rider's language, as the
 * centre reads it) or typed; the order goes back to the centre (PACKED) and leaves the rider's list.
 */
export function FailForm({ detail, onFailed }: { detail: DeliveryDetail; onFailed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ReasonId | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) return <Button tone="danger" onClick={() => setOpen(true)}>{t('rider:fail.open')}</Button>;

  async function submit() {
    const reason = choice === 'other' || !choice ? text.trim() : [t(`rider:fail.reasons.${choice}`), text.trim()].filter(Boolean).join(': ');
    if (!reason) { setError(t('rider:fail.reasonRequired')); return; }
    setBusy(true);
    setError(null);
    try {
      const r = await markFailed(detail.Order.OrderID, detail.Order.SaleUnit, reason);
      if (!r.ok) { setError(r.exception ? serverRefusal(r.exception) : t('errors:oops')); return; }
      showToast(t('rider:fail.done'), { kind: 'info' });
      onFailed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset sx={{ border: '1px solid', borderColor: 'error', borderRadius: 'default', p: 3, m: 0, display: 'grid', gap: 2 }}>
      <legend sx={{ px: 1, fontWeight: 'bold', color: 'errorText' }}>{t('rider:fail.title')}</legend>
      {REASONS.map((id) => (
        <label key={id} sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 36, fontSize: 1 }}>
          <input type="radio" name="fail-reason" value={id} checked={choice === id} onChange={() => { setChoice(id); setError(null); }} sx={{ accentColor: 'primary' }} />
          {t(`rider:fail.reasons.${id}`)}
        </label>
      ))}
      <TextArea label={t('rider:fail.reason')} value={text} maxLength={400} onChange={(e) => { setText(e.target.value); setError(null); }} error={error} />
      <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button tone="danger" busy={busy} onClick={() => void submit()}>{t('rider:fail.submit')}</Button>
        <Button tone="plain" onClick={() => setOpen(false)}>{t('rider:fail.back')}</Button>
      </div>
    </fieldset>
  );
}
