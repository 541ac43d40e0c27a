/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { OrderAction } from '../../../domain/order-status';
import { fetchOrderTransition, useRiders, type MerchantOrderDetail } from '../../api/merchant-orders';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Select, TextInput } from '../ui/kit';

/** The lifecycle moves staff make from the detail page; the slip review is on the payment page. */
const BUTTONS: { action: OrderAction; tone: 'primary' | 'secondary' | 'outline' | 'danger' }[] = [
  { action: 'confirm', tone: 'primary' },
  { action: 'pack', tone: 'primary' },
  { action: 'assignRider', tone: 'primary' },
  { action: 'deliver', tone: 'secondary' },
  { action: 'unassignRider', tone: 'outline' },
  { action: 'failDelivery', tone: 'outline' },
  { action: 'refund', tone: 'outline' },
  { action: 'cancel', tone: 'danger' },
];
const NEEDS_REASON: OrderAction[] = ['cancel', 'failDelivery'];

export function OrderActions({ detail, onDone }: { detail: MerchantOrderDetail; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { token } = useSnapshot(merchantSession);
  const o = detail.Order;
  const allowed = BUTTONS.filter((b) => detail.AllowedActions.includes(b.action));
  const [pending, setPending] = useState<OrderAction | null>(null);
  const [reason, setReason] = useState('');
  const [riderId, setRiderId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const riders = useRiders(token, o.SaleUnit, pending === 'assignRider');

  if (allowed.length === 0) return null;

  const run = async (action: OrderAction) => {
    if (NEEDS_REASON.includes(action) && !reason.trim()) return setError(t('merchant:order.reasonRequired'));
    if (action === 'assignRider' && !riderId) return setError(t('merchant:order.riderRequired'));
    setBusy(true);
    try {
      const res = await fetchOrderTransition(o.OrderID, o.SaleUnit, {
        action, ...(NEEDS_REASON.includes(action) ? { reason: reason.trim() } : {}), ...(action === 'assignRider' ? { riderId } : {}),
      });
      if (res.ok) {
        showToast(t(`merchant:order.done.${action}`), { kind: 'success' });
        setPending(null);
        setReason('');
        setError(null);
        await onDone();
      }
    } finally {
      setBusy(false);
    }
  };
  const start = (action: OrderAction) => {
    setError(null);
    if (NEEDS_REASON.includes(action) || action === 'assignRider') setPending(action);
    else void run(action);
  };

  return (
    <Card title={t('merchant:order.actions')} testId="order-actions">
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {allowed.map((b) => (
          <Button key={b.action} tone={b.tone} busy={busy && pending === null} onClick={() => start(b.action)} aria-pressed={pending === b.action || undefined}>
            {t(`merchant:order.action.${b.action}`)}
          </Button>
        ))}
      </div>
      {pending && (
        <div sx={{ mt: 3, p: 3, bg: 'muted', borderRadius: 'default', display: 'grid', gap: 2 }}>
          {pending === 'assignRider' ? (
            <Select label={t('merchant:order.rider')} value={riderId} onChange={(e) => setRiderId(e.target.value)} error={error}
              options={[{ value: '', label: riders.isPending ? t('common:label.loading') : t('merchant:order.chooseRider') }, ...(riders.data ?? []).map((r) => ({ value: r.RiderId, label: `${r.Name} (${r.MobileNo})` }))]} />
          ) : (
            <TextInput label={t('merchant:order.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={error} />
          )}
          <div sx={{ display: 'flex', gap: 2 }}>
            <Button tone={pending === 'cancel' ? 'danger' : 'primary'} busy={busy} onClick={() => void run(pending)}>{t(`merchant:order.confirmAction.${pending}`)}</Button>
            <Button tone="plain" onClick={() => { setPending(null); setError(null); }}>{t('merchant:kit.back')}</Button>
          </div>
        </div>
      )}
    </Card>
  );
}
